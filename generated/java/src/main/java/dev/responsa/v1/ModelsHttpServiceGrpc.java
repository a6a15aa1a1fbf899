package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * ModelsHttpService is the OpenAI REST surface of the Models API. Envoy's grpc_json_transcoder
 * binds each method to OpenAI's path; bodies travel as google.api.HttpBody so the server writes
 * OpenAI's exact JSON.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/models.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class ModelsHttpServiceGrpc {

  private ModelsHttpServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.ModelsHttpService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListModelsRequest,
      com.google.api.HttpBody> getListModelsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListModels",
      requestType = dev.responsa.v1.ListModelsRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListModelsRequest,
      com.google.api.HttpBody> getListModelsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListModelsRequest, com.google.api.HttpBody> getListModelsMethod;
    if ((getListModelsMethod = ModelsHttpServiceGrpc.getListModelsMethod) == null) {
      synchronized (ModelsHttpServiceGrpc.class) {
        if ((getListModelsMethod = ModelsHttpServiceGrpc.getListModelsMethod) == null) {
          ModelsHttpServiceGrpc.getListModelsMethod = getListModelsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListModelsRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListModels"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListModelsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ModelsHttpServiceMethodDescriptorSupplier("ListModels"))
              .build();
        }
      }
    }
    return getListModelsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.RetrieveModelRequest,
      com.google.api.HttpBody> getRetrieveModelMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "RetrieveModel",
      requestType = dev.responsa.v1.RetrieveModelRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.RetrieveModelRequest,
      com.google.api.HttpBody> getRetrieveModelMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.RetrieveModelRequest, com.google.api.HttpBody> getRetrieveModelMethod;
    if ((getRetrieveModelMethod = ModelsHttpServiceGrpc.getRetrieveModelMethod) == null) {
      synchronized (ModelsHttpServiceGrpc.class) {
        if ((getRetrieveModelMethod = ModelsHttpServiceGrpc.getRetrieveModelMethod) == null) {
          ModelsHttpServiceGrpc.getRetrieveModelMethod = getRetrieveModelMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.RetrieveModelRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "RetrieveModel"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.RetrieveModelRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ModelsHttpServiceMethodDescriptorSupplier("RetrieveModel"))
              .build();
        }
      }
    }
    return getRetrieveModelMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static ModelsHttpServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ModelsHttpServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ModelsHttpServiceStub>() {
        @java.lang.Override
        public ModelsHttpServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ModelsHttpServiceStub(channel, callOptions);
        }
      };
    return ModelsHttpServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static ModelsHttpServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ModelsHttpServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ModelsHttpServiceBlockingStub>() {
        @java.lang.Override
        public ModelsHttpServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ModelsHttpServiceBlockingStub(channel, callOptions);
        }
      };
    return ModelsHttpServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static ModelsHttpServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ModelsHttpServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ModelsHttpServiceFutureStub>() {
        @java.lang.Override
        public ModelsHttpServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ModelsHttpServiceFutureStub(channel, callOptions);
        }
      };
    return ModelsHttpServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * ModelsHttpService is the OpenAI REST surface of the Models API. Envoy's grpc_json_transcoder
   * binds each method to OpenAI's path; bodies travel as google.api.HttpBody so the server writes
   * OpenAI's exact JSON.
   * </pre>
   */
  public static abstract class ModelsHttpServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * GET /v1/models.
     * </pre>
     */
    public void listModels(dev.responsa.v1.ListModelsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListModelsMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/models/{model}. A model name may hold slashes (`meta-llama/Llama-3.1-8B`).
     * </pre>
     */
    public void retrieveModel(dev.responsa.v1.RetrieveModelRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getRetrieveModelMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getListModelsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListModelsRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_MODELS)))
          .addMethod(
            getRetrieveModelMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.RetrieveModelRequest,
                com.google.api.HttpBody>(
                  this, METHODID_RETRIEVE_MODEL)))
          .build();
    }
  }

  /**
   * <pre>
   * ModelsHttpService is the OpenAI REST surface of the Models API. Envoy's grpc_json_transcoder
   * binds each method to OpenAI's path; bodies travel as google.api.HttpBody so the server writes
   * OpenAI's exact JSON.
   * </pre>
   */
  public static final class ModelsHttpServiceStub extends io.grpc.stub.AbstractAsyncStub<ModelsHttpServiceStub> {
    private ModelsHttpServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ModelsHttpServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ModelsHttpServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/models.
     * </pre>
     */
    public void listModels(dev.responsa.v1.ListModelsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListModelsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/models/{model}. A model name may hold slashes (`meta-llama/Llama-3.1-8B`).
     * </pre>
     */
    public void retrieveModel(dev.responsa.v1.RetrieveModelRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getRetrieveModelMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * ModelsHttpService is the OpenAI REST surface of the Models API. Envoy's grpc_json_transcoder
   * binds each method to OpenAI's path; bodies travel as google.api.HttpBody so the server writes
   * OpenAI's exact JSON.
   * </pre>
   */
  public static final class ModelsHttpServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<ModelsHttpServiceBlockingStub> {
    private ModelsHttpServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ModelsHttpServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ModelsHttpServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/models.
     * </pre>
     */
    public com.google.api.HttpBody listModels(dev.responsa.v1.ListModelsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListModelsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/models/{model}. A model name may hold slashes (`meta-llama/Llama-3.1-8B`).
     * </pre>
     */
    public com.google.api.HttpBody retrieveModel(dev.responsa.v1.RetrieveModelRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getRetrieveModelMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * ModelsHttpService is the OpenAI REST surface of the Models API. Envoy's grpc_json_transcoder
   * binds each method to OpenAI's path; bodies travel as google.api.HttpBody so the server writes
   * OpenAI's exact JSON.
   * </pre>
   */
  public static final class ModelsHttpServiceFutureStub extends io.grpc.stub.AbstractFutureStub<ModelsHttpServiceFutureStub> {
    private ModelsHttpServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ModelsHttpServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ModelsHttpServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/models.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listModels(
        dev.responsa.v1.ListModelsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListModelsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/models/{model}. A model name may hold slashes (`meta-llama/Llama-3.1-8B`).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> retrieveModel(
        dev.responsa.v1.RetrieveModelRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getRetrieveModelMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_LIST_MODELS = 0;
  private static final int METHODID_RETRIEVE_MODEL = 1;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final ModelsHttpServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(ModelsHttpServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_LIST_MODELS:
          serviceImpl.listModels((dev.responsa.v1.ListModelsRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_RETRIEVE_MODEL:
          serviceImpl.retrieveModel((dev.responsa.v1.RetrieveModelRequest) request,
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

  private static abstract class ModelsHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    ModelsHttpServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.ModelsProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("ModelsHttpService");
    }
  }

  private static final class ModelsHttpServiceFileDescriptorSupplier
      extends ModelsHttpServiceBaseDescriptorSupplier {
    ModelsHttpServiceFileDescriptorSupplier() {}
  }

  private static final class ModelsHttpServiceMethodDescriptorSupplier
      extends ModelsHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    ModelsHttpServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (ModelsHttpServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new ModelsHttpServiceFileDescriptorSupplier())
              .addMethod(getListModelsMethod())
              .addMethod(getRetrieveModelMethod())
              .build();
        }
      }
    }
    return result;
  }
}
