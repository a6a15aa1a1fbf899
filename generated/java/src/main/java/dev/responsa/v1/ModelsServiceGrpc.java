package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * ModelsService is the typed gRPC surface of OpenAI's Models API: the models this server's
 * routing table serves (names and aliases), as the REST surface (ModelsHttpService) lists them.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/models.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class ModelsServiceGrpc {

  private ModelsServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.ModelsService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListModelsRequest,
      dev.responsa.v1.ModelList> getListModelsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListModels",
      requestType = dev.responsa.v1.ListModelsRequest.class,
      responseType = dev.responsa.v1.ModelList.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListModelsRequest,
      dev.responsa.v1.ModelList> getListModelsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListModelsRequest, dev.responsa.v1.ModelList> getListModelsMethod;
    if ((getListModelsMethod = ModelsServiceGrpc.getListModelsMethod) == null) {
      synchronized (ModelsServiceGrpc.class) {
        if ((getListModelsMethod = ModelsServiceGrpc.getListModelsMethod) == null) {
          ModelsServiceGrpc.getListModelsMethod = getListModelsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListModelsRequest, dev.responsa.v1.ModelList>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListModels"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListModelsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ModelList.getDefaultInstance()))
              .setSchemaDescriptor(new ModelsServiceMethodDescriptorSupplier("ListModels"))
              .build();
        }
      }
    }
    return getListModelsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.RetrieveModelRequest,
      dev.responsa.v1.Model> getRetrieveModelMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "RetrieveModel",
      requestType = dev.responsa.v1.RetrieveModelRequest.class,
      responseType = dev.responsa.v1.Model.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.RetrieveModelRequest,
      dev.responsa.v1.Model> getRetrieveModelMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.RetrieveModelRequest, dev.responsa.v1.Model> getRetrieveModelMethod;
    if ((getRetrieveModelMethod = ModelsServiceGrpc.getRetrieveModelMethod) == null) {
      synchronized (ModelsServiceGrpc.class) {
        if ((getRetrieveModelMethod = ModelsServiceGrpc.getRetrieveModelMethod) == null) {
          ModelsServiceGrpc.getRetrieveModelMethod = getRetrieveModelMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.RetrieveModelRequest, dev.responsa.v1.Model>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "RetrieveModel"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.RetrieveModelRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.Model.getDefaultInstance()))
              .setSchemaDescriptor(new ModelsServiceMethodDescriptorSupplier("RetrieveModel"))
              .build();
        }
      }
    }
    return getRetrieveModelMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static ModelsServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ModelsServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ModelsServiceStub>() {
        @java.lang.Override
        public ModelsServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ModelsServiceStub(channel, callOptions);
        }
      };
    return ModelsServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static ModelsServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ModelsServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ModelsServiceBlockingStub>() {
        @java.lang.Override
        public ModelsServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ModelsServiceBlockingStub(channel, callOptions);
        }
      };
    return ModelsServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static ModelsServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ModelsServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ModelsServiceFutureStub>() {
        @java.lang.Override
        public ModelsServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ModelsServiceFutureStub(channel, callOptions);
        }
      };
    return ModelsServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * ModelsService is the typed gRPC surface of OpenAI's Models API: the models this server's
   * routing table serves (names and aliases), as the REST surface (ModelsHttpService) lists them.
   * </pre>
   */
  public static abstract class ModelsServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * Lists the models served.
     * </pre>
     */
    public void listModels(dev.responsa.v1.ListModelsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ModelList> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListModelsMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns one model; NOT_FOUND (HTTP 404, code model_not_found) when it is not served.
     * </pre>
     */
    public void retrieveModel(dev.responsa.v1.RetrieveModelRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Model> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getRetrieveModelMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getListModelsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListModelsRequest,
                dev.responsa.v1.ModelList>(
                  this, METHODID_LIST_MODELS)))
          .addMethod(
            getRetrieveModelMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.RetrieveModelRequest,
                dev.responsa.v1.Model>(
                  this, METHODID_RETRIEVE_MODEL)))
          .build();
    }
  }

  /**
   * <pre>
   * ModelsService is the typed gRPC surface of OpenAI's Models API: the models this server's
   * routing table serves (names and aliases), as the REST surface (ModelsHttpService) lists them.
   * </pre>
   */
  public static final class ModelsServiceStub extends io.grpc.stub.AbstractAsyncStub<ModelsServiceStub> {
    private ModelsServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ModelsServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ModelsServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * Lists the models served.
     * </pre>
     */
    public void listModels(dev.responsa.v1.ListModelsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ModelList> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListModelsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns one model; NOT_FOUND (HTTP 404, code model_not_found) when it is not served.
     * </pre>
     */
    public void retrieveModel(dev.responsa.v1.RetrieveModelRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Model> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getRetrieveModelMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * ModelsService is the typed gRPC surface of OpenAI's Models API: the models this server's
   * routing table serves (names and aliases), as the REST surface (ModelsHttpService) lists them.
   * </pre>
   */
  public static final class ModelsServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<ModelsServiceBlockingStub> {
    private ModelsServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ModelsServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ModelsServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * Lists the models served.
     * </pre>
     */
    public dev.responsa.v1.ModelList listModels(dev.responsa.v1.ListModelsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListModelsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns one model; NOT_FOUND (HTTP 404, code model_not_found) when it is not served.
     * </pre>
     */
    public dev.responsa.v1.Model retrieveModel(dev.responsa.v1.RetrieveModelRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getRetrieveModelMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * ModelsService is the typed gRPC surface of OpenAI's Models API: the models this server's
   * routing table serves (names and aliases), as the REST surface (ModelsHttpService) lists them.
   * </pre>
   */
  public static final class ModelsServiceFutureStub extends io.grpc.stub.AbstractFutureStub<ModelsServiceFutureStub> {
    private ModelsServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ModelsServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ModelsServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * Lists the models served.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ModelList> listModels(
        dev.responsa.v1.ListModelsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListModelsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns one model; NOT_FOUND (HTTP 404, code model_not_found) when it is not served.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.Model> retrieveModel(
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
    private final ModelsServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(ModelsServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_LIST_MODELS:
          serviceImpl.listModels((dev.responsa.v1.ListModelsRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ModelList>) responseObserver);
          break;
        case METHODID_RETRIEVE_MODEL:
          serviceImpl.retrieveModel((dev.responsa.v1.RetrieveModelRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.Model>) responseObserver);
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

  private static abstract class ModelsServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    ModelsServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.ModelsProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("ModelsService");
    }
  }

  private static final class ModelsServiceFileDescriptorSupplier
      extends ModelsServiceBaseDescriptorSupplier {
    ModelsServiceFileDescriptorSupplier() {}
  }

  private static final class ModelsServiceMethodDescriptorSupplier
      extends ModelsServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    ModelsServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (ModelsServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new ModelsServiceFileDescriptorSupplier())
              .addMethod(getListModelsMethod())
              .addMethod(getRetrieveModelMethod())
              .build();
        }
      }
    }
    return result;
  }
}
