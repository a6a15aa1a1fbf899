package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * ResponseContextHttpService is the OpenAI REST surface of context management (JSON bodies as
 * google.api.HttpBody, bound by Envoy's transcoder).
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/response_context.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class ResponseContextHttpServiceGrpc {

  private ResponseContextHttpServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.ResponseContextHttpService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<com.google.api.HttpBody,
      com.google.api.HttpBody> getCountInputTokensMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CountInputTokens",
      requestType = com.google.api.HttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<com.google.api.HttpBody,
      com.google.api.HttpBody> getCountInputTokensMethod() {
    io.grpc.MethodDescriptor<com.google.api.HttpBody, com.google.api.HttpBody> getCountInputTokensMethod;
    if ((getCountInputTokensMethod = ResponseContextHttpServiceGrpc.getCountInputTokensMethod) == null) {
      synchronized (ResponseContextHttpServiceGrpc.class) {
        if ((getCountInputTokensMethod = ResponseContextHttpServiceGrpc.getCountInputTokensMethod) == null) {
          ResponseContextHttpServiceGrpc.getCountInputTokensMethod = getCountInputTokensMethod =
              io.grpc.MethodDescriptor.<com.google.api.HttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CountInputTokens"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ResponseContextHttpServiceMethodDescriptorSupplier("CountInputTokens"))
              .build();
        }
      }
    }
    return getCountInputTokensMethod;
  }

  private static volatile io.grpc.MethodDescriptor<com.google.api.HttpBody,
      com.google.api.HttpBody> getCompactResponseMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CompactResponse",
      requestType = com.google.api.HttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<com.google.api.HttpBody,
      com.google.api.HttpBody> getCompactResponseMethod() {
    io.grpc.MethodDescriptor<com.google.api.HttpBody, com.google.api.HttpBody> getCompactResponseMethod;
    if ((getCompactResponseMethod = ResponseContextHttpServiceGrpc.getCompactResponseMethod) == null) {
      synchronized (ResponseContextHttpServiceGrpc.class) {
        if ((getCompactResponseMethod = ResponseContextHttpServiceGrpc.getCompactResponseMethod) == null) {
          ResponseContextHttpServiceGrpc.getCompactResponseMethod = getCompactResponseMethod =
              io.grpc.MethodDescriptor.<com.google.api.HttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CompactResponse"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ResponseContextHttpServiceMethodDescriptorSupplier("CompactResponse"))
              .build();
        }
      }
    }
    return getCompactResponseMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static ResponseContextHttpServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ResponseContextHttpServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ResponseContextHttpServiceStub>() {
        @java.lang.Override
        public ResponseContextHttpServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ResponseContextHttpServiceStub(channel, callOptions);
        }
      };
    return ResponseContextHttpServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static ResponseContextHttpServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ResponseContextHttpServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ResponseContextHttpServiceBlockingStub>() {
        @java.lang.Override
        public ResponseContextHttpServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ResponseContextHttpServiceBlockingStub(channel, callOptions);
        }
      };
    return ResponseContextHttpServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static ResponseContextHttpServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ResponseContextHttpServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ResponseContextHttpServiceFutureStub>() {
        @java.lang.Override
        public ResponseContextHttpServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ResponseContextHttpServiceFutureStub(channel, callOptions);
        }
      };
    return ResponseContextHttpServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * ResponseContextHttpService is the OpenAI REST surface of context management (JSON bodies as
   * google.api.HttpBody, bound by Envoy's transcoder).
   * </pre>
   */
  public static abstract class ResponseContextHttpServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * POST /v1/responses/input_tokens.
     * </pre>
     */
    public void countInputTokens(com.google.api.HttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCountInputTokensMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/responses/compact.
     * </pre>
     */
    public void compactResponse(com.google.api.HttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCompactResponseMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getCountInputTokensMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                com.google.api.HttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_COUNT_INPUT_TOKENS)))
          .addMethod(
            getCompactResponseMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                com.google.api.HttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_COMPACT_RESPONSE)))
          .build();
    }
  }

  /**
   * <pre>
   * ResponseContextHttpService is the OpenAI REST surface of context management (JSON bodies as
   * google.api.HttpBody, bound by Envoy's transcoder).
   * </pre>
   */
  public static final class ResponseContextHttpServiceStub extends io.grpc.stub.AbstractAsyncStub<ResponseContextHttpServiceStub> {
    private ResponseContextHttpServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ResponseContextHttpServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ResponseContextHttpServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/responses/input_tokens.
     * </pre>
     */
    public void countInputTokens(com.google.api.HttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCountInputTokensMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/responses/compact.
     * </pre>
     */
    public void compactResponse(com.google.api.HttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCompactResponseMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * ResponseContextHttpService is the OpenAI REST surface of context management (JSON bodies as
   * google.api.HttpBody, bound by Envoy's transcoder).
   * </pre>
   */
  public static final class ResponseContextHttpServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<ResponseContextHttpServiceBlockingStub> {
    private ResponseContextHttpServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ResponseContextHttpServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ResponseContextHttpServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/responses/input_tokens.
     * </pre>
     */
    public com.google.api.HttpBody countInputTokens(com.google.api.HttpBody request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCountInputTokensMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/responses/compact.
     * </pre>
     */
    public com.google.api.HttpBody compactResponse(com.google.api.HttpBody request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCompactResponseMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * ResponseContextHttpService is the OpenAI REST surface of context management (JSON bodies as
   * google.api.HttpBody, bound by Envoy's transcoder).
   * </pre>
   */
  public static final class ResponseContextHttpServiceFutureStub extends io.grpc.stub.AbstractFutureStub<ResponseContextHttpServiceFutureStub> {
    private ResponseContextHttpServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ResponseContextHttpServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ResponseContextHttpServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/responses/input_tokens.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> countInputTokens(
        com.google.api.HttpBody request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCountInputTokensMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/responses/compact.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> compactResponse(
        com.google.api.HttpBody request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCompactResponseMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_COUNT_INPUT_TOKENS = 0;
  private static final int METHODID_COMPACT_RESPONSE = 1;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final ResponseContextHttpServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(ResponseContextHttpServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_COUNT_INPUT_TOKENS:
          serviceImpl.countInputTokens((com.google.api.HttpBody) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_COMPACT_RESPONSE:
          serviceImpl.compactResponse((com.google.api.HttpBody) request,
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

  private static abstract class ResponseContextHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    ResponseContextHttpServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.ResponseContextProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("ResponseContextHttpService");
    }
  }

  private static final class ResponseContextHttpServiceFileDescriptorSupplier
      extends ResponseContextHttpServiceBaseDescriptorSupplier {
    ResponseContextHttpServiceFileDescriptorSupplier() {}
  }

  private static final class ResponseContextHttpServiceMethodDescriptorSupplier
      extends ResponseContextHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    ResponseContextHttpServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (ResponseContextHttpServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new ResponseContextHttpServiceFileDescriptorSupplier())
              .addMethod(getCountInputTokensMethod())
              .addMethod(getCompactResponseMethod())
              .build();
        }
      }
    }
    return result;
  }
}
