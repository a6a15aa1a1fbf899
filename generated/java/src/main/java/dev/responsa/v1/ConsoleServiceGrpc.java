package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * ConsoleService serves the web console's static files (HTML, CSS, JavaScript) under /console.
 * The files are part of the service package; the page itself calls the ordinary REST API with the
 * key its user types, so the console has no data path of its own. Envoy's `console` route adds
 * the security headers (Content-Security-Policy, X-Content-Type-Options, X-Frame-Options).
 * Unlike every other service, it needs no API key: the files hold no data.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/console.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class ConsoleServiceGrpc {

  private ConsoleServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.ConsoleService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetAssetRequest,
      com.google.api.HttpBody> getGetAssetMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetAsset",
      requestType = dev.responsa.v1.GetAssetRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetAssetRequest,
      com.google.api.HttpBody> getGetAssetMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetAssetRequest, com.google.api.HttpBody> getGetAssetMethod;
    if ((getGetAssetMethod = ConsoleServiceGrpc.getGetAssetMethod) == null) {
      synchronized (ConsoleServiceGrpc.class) {
        if ((getGetAssetMethod = ConsoleServiceGrpc.getGetAssetMethod) == null) {
          ConsoleServiceGrpc.getGetAssetMethod = getGetAssetMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetAssetRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetAsset"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetAssetRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ConsoleServiceMethodDescriptorSupplier("GetAsset"))
              .build();
        }
      }
    }
    return getGetAssetMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static ConsoleServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ConsoleServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ConsoleServiceStub>() {
        @java.lang.Override
        public ConsoleServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ConsoleServiceStub(channel, callOptions);
        }
      };
    return ConsoleServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static ConsoleServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ConsoleServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ConsoleServiceBlockingStub>() {
        @java.lang.Override
        public ConsoleServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ConsoleServiceBlockingStub(channel, callOptions);
        }
      };
    return ConsoleServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static ConsoleServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ConsoleServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ConsoleServiceFutureStub>() {
        @java.lang.Override
        public ConsoleServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ConsoleServiceFutureStub(channel, callOptions);
        }
      };
    return ConsoleServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * ConsoleService serves the web console's static files (HTML, CSS, JavaScript) under /console.
   * The files are part of the service package; the page itself calls the ordinary REST API with the
   * key its user types, so the console has no data path of its own. Envoy's `console` route adds
   * the security headers (Content-Security-Policy, X-Content-Type-Options, X-Frame-Options).
   * Unlike every other service, it needs no API key: the files hold no data.
   * </pre>
   */
  public static abstract class ConsoleServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * GET /console (the page) and GET /console/{path} (its assets); an unknown path is a 404.
     * </pre>
     */
    public void getAsset(dev.responsa.v1.GetAssetRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetAssetMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getGetAssetMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetAssetRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_ASSET)))
          .build();
    }
  }

  /**
   * <pre>
   * ConsoleService serves the web console's static files (HTML, CSS, JavaScript) under /console.
   * The files are part of the service package; the page itself calls the ordinary REST API with the
   * key its user types, so the console has no data path of its own. Envoy's `console` route adds
   * the security headers (Content-Security-Policy, X-Content-Type-Options, X-Frame-Options).
   * Unlike every other service, it needs no API key: the files hold no data.
   * </pre>
   */
  public static final class ConsoleServiceStub extends io.grpc.stub.AbstractAsyncStub<ConsoleServiceStub> {
    private ConsoleServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ConsoleServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ConsoleServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /console (the page) and GET /console/{path} (its assets); an unknown path is a 404.
     * </pre>
     */
    public void getAsset(dev.responsa.v1.GetAssetRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetAssetMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * ConsoleService serves the web console's static files (HTML, CSS, JavaScript) under /console.
   * The files are part of the service package; the page itself calls the ordinary REST API with the
   * key its user types, so the console has no data path of its own. Envoy's `console` route adds
   * the security headers (Content-Security-Policy, X-Content-Type-Options, X-Frame-Options).
   * Unlike every other service, it needs no API key: the files hold no data.
   * </pre>
   */
  public static final class ConsoleServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<ConsoleServiceBlockingStub> {
    private ConsoleServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ConsoleServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ConsoleServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /console (the page) and GET /console/{path} (its assets); an unknown path is a 404.
     * </pre>
     */
    public com.google.api.HttpBody getAsset(dev.responsa.v1.GetAssetRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetAssetMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * ConsoleService serves the web console's static files (HTML, CSS, JavaScript) under /console.
   * The files are part of the service package; the page itself calls the ordinary REST API with the
   * key its user types, so the console has no data path of its own. Envoy's `console` route adds
   * the security headers (Content-Security-Policy, X-Content-Type-Options, X-Frame-Options).
   * Unlike every other service, it needs no API key: the files hold no data.
   * </pre>
   */
  public static final class ConsoleServiceFutureStub extends io.grpc.stub.AbstractFutureStub<ConsoleServiceFutureStub> {
    private ConsoleServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ConsoleServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ConsoleServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /console (the page) and GET /console/{path} (its assets); an unknown path is a 404.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getAsset(
        dev.responsa.v1.GetAssetRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetAssetMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_GET_ASSET = 0;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final ConsoleServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(ConsoleServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_GET_ASSET:
          serviceImpl.getAsset((dev.responsa.v1.GetAssetRequest) request,
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

  private static abstract class ConsoleServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    ConsoleServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.ConsoleProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("ConsoleService");
    }
  }

  private static final class ConsoleServiceFileDescriptorSupplier
      extends ConsoleServiceBaseDescriptorSupplier {
    ConsoleServiceFileDescriptorSupplier() {}
  }

  private static final class ConsoleServiceMethodDescriptorSupplier
      extends ConsoleServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    ConsoleServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (ConsoleServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new ConsoleServiceFileDescriptorSupplier())
              .addMethod(getGetAssetMethod())
              .build();
        }
      }
    }
    return result;
  }
}
