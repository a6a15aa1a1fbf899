package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * ModerationsHttpService is the OpenAI REST surface of the Moderations API, over the routing
 * table's moderation providers (docs/guardrails.md). Envoy's grpc_json_transcoder binds it to
 * OpenAI's path; bodies travel as google.api.HttpBody so the server writes OpenAI's exact JSON.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/moderations.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class ModerationsHttpServiceGrpc {

  private ModerationsHttpServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.ModerationsHttpService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<com.google.api.HttpBody,
      com.google.api.HttpBody> getCreateModerationMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateModeration",
      requestType = com.google.api.HttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<com.google.api.HttpBody,
      com.google.api.HttpBody> getCreateModerationMethod() {
    io.grpc.MethodDescriptor<com.google.api.HttpBody, com.google.api.HttpBody> getCreateModerationMethod;
    if ((getCreateModerationMethod = ModerationsHttpServiceGrpc.getCreateModerationMethod) == null) {
      synchronized (ModerationsHttpServiceGrpc.class) {
        if ((getCreateModerationMethod = ModerationsHttpServiceGrpc.getCreateModerationMethod) == null) {
          ModerationsHttpServiceGrpc.getCreateModerationMethod = getCreateModerationMethod =
              io.grpc.MethodDescriptor.<com.google.api.HttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateModeration"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ModerationsHttpServiceMethodDescriptorSupplier("CreateModeration"))
              .build();
        }
      }
    }
    return getCreateModerationMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static ModerationsHttpServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ModerationsHttpServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ModerationsHttpServiceStub>() {
        @java.lang.Override
        public ModerationsHttpServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ModerationsHttpServiceStub(channel, callOptions);
        }
      };
    return ModerationsHttpServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static ModerationsHttpServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ModerationsHttpServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ModerationsHttpServiceBlockingStub>() {
        @java.lang.Override
        public ModerationsHttpServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ModerationsHttpServiceBlockingStub(channel, callOptions);
        }
      };
    return ModerationsHttpServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static ModerationsHttpServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ModerationsHttpServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ModerationsHttpServiceFutureStub>() {
        @java.lang.Override
        public ModerationsHttpServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ModerationsHttpServiceFutureStub(channel, callOptions);
        }
      };
    return ModerationsHttpServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * ModerationsHttpService is the OpenAI REST surface of the Moderations API, over the routing
   * table's moderation providers (docs/guardrails.md). Envoy's grpc_json_transcoder binds it to
   * OpenAI's path; bodies travel as google.api.HttpBody so the server writes OpenAI's exact JSON.
   * </pre>
   */
  public static abstract class ModerationsHttpServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * POST /v1/moderations: classifies text and image inputs, one result per input.
     * </pre>
     */
    public void createModeration(com.google.api.HttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateModerationMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getCreateModerationMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                com.google.api.HttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_CREATE_MODERATION)))
          .build();
    }
  }

  /**
   * <pre>
   * ModerationsHttpService is the OpenAI REST surface of the Moderations API, over the routing
   * table's moderation providers (docs/guardrails.md). Envoy's grpc_json_transcoder binds it to
   * OpenAI's path; bodies travel as google.api.HttpBody so the server writes OpenAI's exact JSON.
   * </pre>
   */
  public static final class ModerationsHttpServiceStub extends io.grpc.stub.AbstractAsyncStub<ModerationsHttpServiceStub> {
    private ModerationsHttpServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ModerationsHttpServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ModerationsHttpServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/moderations: classifies text and image inputs, one result per input.
     * </pre>
     */
    public void createModeration(com.google.api.HttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateModerationMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * ModerationsHttpService is the OpenAI REST surface of the Moderations API, over the routing
   * table's moderation providers (docs/guardrails.md). Envoy's grpc_json_transcoder binds it to
   * OpenAI's path; bodies travel as google.api.HttpBody so the server writes OpenAI's exact JSON.
   * </pre>
   */
  public static final class ModerationsHttpServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<ModerationsHttpServiceBlockingStub> {
    private ModerationsHttpServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ModerationsHttpServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ModerationsHttpServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/moderations: classifies text and image inputs, one result per input.
     * </pre>
     */
    public com.google.api.HttpBody createModeration(com.google.api.HttpBody request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateModerationMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * ModerationsHttpService is the OpenAI REST surface of the Moderations API, over the routing
   * table's moderation providers (docs/guardrails.md). Envoy's grpc_json_transcoder binds it to
   * OpenAI's path; bodies travel as google.api.HttpBody so the server writes OpenAI's exact JSON.
   * </pre>
   */
  public static final class ModerationsHttpServiceFutureStub extends io.grpc.stub.AbstractFutureStub<ModerationsHttpServiceFutureStub> {
    private ModerationsHttpServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ModerationsHttpServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ModerationsHttpServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/moderations: classifies text and image inputs, one result per input.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> createModeration(
        com.google.api.HttpBody request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateModerationMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_CREATE_MODERATION = 0;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final ModerationsHttpServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(ModerationsHttpServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_CREATE_MODERATION:
          serviceImpl.createModeration((com.google.api.HttpBody) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        default:
          throw new AssertionError();
      }
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public io.grpc.stub.StreamObserver<Req> invoke(
        io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        default:
          throw new AssertionError();
      }
    }
  }

  private static abstract class ModerationsHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    ModerationsHttpServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.ModerationsProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("ModerationsHttpService");
    }
  }

  private static final class ModerationsHttpServiceFileDescriptorSupplier
      extends ModerationsHttpServiceBaseDescriptorSupplier {
    ModerationsHttpServiceFileDescriptorSupplier() {}
  }

  private static final class ModerationsHttpServiceMethodDescriptorSupplier
      extends ModerationsHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    ModerationsHttpServiceMethodDescriptorSupplier(String methodName) {
      this.methodName = methodName;
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.MethodDescriptor getMethodDescriptor() {
      return getServiceDescriptor().findMethodByName(methodName);
    }
  }

  private static volatile io.grpc.ServiceDescriptor serviceDescriptor;

  public static io.grpc.ServiceDescriptor getServiceDescriptor() {
    io.grpc.ServiceDescriptor result = serviceDescriptor;
    if (result == null) {
      synchronized (ModerationsHttpServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new ModerationsHttpServiceFileDescriptorSupplier())
              .addMethod(getCreateModerationMethod())
              .build();
        }
      }
    }
    return result;
  }
}
