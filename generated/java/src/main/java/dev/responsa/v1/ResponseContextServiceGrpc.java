package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * ResponseContextService is the typed surface of context management: token counting and compaction
 * of a request's context, without generating a response.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/response_context.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class ResponseContextServiceGrpc {

  private ResponseContextServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.ResponseContextService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CreateResponseRequest,
      dev.responsa.v1.InputTokenCount> getCountInputTokensMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CountInputTokens",
      requestType = dev.responsa.v1.CreateResponseRequest.class,
      responseType = dev.responsa.v1.InputTokenCount.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CreateResponseRequest,
      dev.responsa.v1.InputTokenCount> getCountInputTokensMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CreateResponseRequest, dev.responsa.v1.InputTokenCount> getCountInputTokensMethod;
    if ((getCountInputTokensMethod = ResponseContextServiceGrpc.getCountInputTokensMethod) == null) {
      synchronized (ResponseContextServiceGrpc.class) {
        if ((getCountInputTokensMethod = ResponseContextServiceGrpc.getCountInputTokensMethod) == null) {
          ResponseContextServiceGrpc.getCountInputTokensMethod = getCountInputTokensMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CreateResponseRequest, dev.responsa.v1.InputTokenCount>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CountInputTokens"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreateResponseRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.InputTokenCount.getDefaultInstance()))
              .setSchemaDescriptor(new ResponseContextServiceMethodDescriptorSupplier("CountInputTokens"))
              .build();
        }
      }
    }
    return getCountInputTokensMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CompactResponseRequest,
      dev.responsa.v1.CompactedResponse> getCompactResponseMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CompactResponse",
      requestType = dev.responsa.v1.CompactResponseRequest.class,
      responseType = dev.responsa.v1.CompactedResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CompactResponseRequest,
      dev.responsa.v1.CompactedResponse> getCompactResponseMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CompactResponseRequest, dev.responsa.v1.CompactedResponse> getCompactResponseMethod;
    if ((getCompactResponseMethod = ResponseContextServiceGrpc.getCompactResponseMethod) == null) {
      synchronized (ResponseContextServiceGrpc.class) {
        if ((getCompactResponseMethod = ResponseContextServiceGrpc.getCompactResponseMethod) == null) {
          ResponseContextServiceGrpc.getCompactResponseMethod = getCompactResponseMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CompactResponseRequest, dev.responsa.v1.CompactedResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CompactResponse"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CompactResponseRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CompactedResponse.getDefaultInstance()))
              .setSchemaDescriptor(new ResponseContextServiceMethodDescriptorSupplier("CompactResponse"))
              .build();
        }
      }
    }
    return getCompactResponseMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static ResponseContextServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ResponseContextServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ResponseContextServiceStub>() {
        @java.lang.Override
        public ResponseContextServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ResponseContextServiceStub(channel, callOptions);
        }
      };
    return ResponseContextServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static ResponseContextServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ResponseContextServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ResponseContextServiceBlockingStub>() {
        @java.lang.Override
        public ResponseContextServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ResponseContextServiceBlockingStub(channel, callOptions);
        }
      };
    return ResponseContextServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static ResponseContextServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ResponseContextServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ResponseContextServiceFutureStub>() {
        @java.lang.Override
        public ResponseContextServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ResponseContextServiceFutureStub(channel, callOptions);
        }
      };
    return ResponseContextServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * ResponseContextService is the typed surface of context management: token counting and compaction
   * of a request's context, without generating a response.
   * </pre>
   */
  public static abstract class ResponseContextServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * Counts the input tokens of a create request as the upstream model would.
     * </pre>
     */
    public void countInputTokens(dev.responsa.v1.CreateResponseRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.InputTokenCount> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCountInputTokensMethod(), responseObserver);
    }

    /**
     * <pre>
     * Summarizes a context into one sealed compaction item.
     * </pre>
     */
    public void compactResponse(dev.responsa.v1.CompactResponseRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.CompactedResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCompactResponseMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getCountInputTokensMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.CreateResponseRequest,
                dev.responsa.v1.InputTokenCount>(
                  this, METHODID_COUNT_INPUT_TOKENS)))
          .addMethod(
            getCompactResponseMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.CompactResponseRequest,
                dev.responsa.v1.CompactedResponse>(
                  this, METHODID_COMPACT_RESPONSE)))
          .build();
    }
  }

  /**
   * <pre>
   * ResponseContextService is the typed surface of context management: token counting and compaction
   * of a request's context, without generating a response.
   * </pre>
   */
  public static final class ResponseContextServiceStub extends io.grpc.stub.AbstractAsyncStub<ResponseContextServiceStub> {
    private ResponseContextServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ResponseContextServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ResponseContextServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * Counts the input tokens of a create request as the upstream model would.
     * </pre>
     */
    public void countInputTokens(dev.responsa.v1.CreateResponseRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.InputTokenCount> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCountInputTokensMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Summarizes a context into one sealed compaction item.
     * </pre>
     */
    public void compactResponse(dev.responsa.v1.CompactResponseRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.CompactedResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCompactResponseMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * ResponseContextService is the typed surface of context management: token counting and compaction
   * of a request's context, without generating a response.
   * </pre>
   */
  public static final class ResponseContextServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<ResponseContextServiceBlockingStub> {
    private ResponseContextServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ResponseContextServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ResponseContextServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * Counts the input tokens of a create request as the upstream model would.
     * </pre>
     */
    public dev.responsa.v1.InputTokenCount countInputTokens(dev.responsa.v1.CreateResponseRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCountInputTokensMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Summarizes a context into one sealed compaction item.
     * </pre>
     */
    public dev.responsa.v1.CompactedResponse compactResponse(dev.responsa.v1.CompactResponseRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCompactResponseMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * ResponseContextService is the typed surface of context management: token counting and compaction
   * of a request's context, without generating a response.
   * </pre>
   */
  public static final class ResponseContextServiceFutureStub extends io.grpc.stub.AbstractFutureStub<ResponseContextServiceFutureStub> {
    private ResponseContextServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ResponseContextServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ResponseContextServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * Counts the input tokens of a create request as the upstream model would.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.InputTokenCount> countInputTokens(
        dev.responsa.v1.CreateResponseRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCountInputTokensMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Summarizes a context into one sealed compaction item.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.CompactedResponse> compactResponse(
        dev.responsa.v1.CompactResponseRequest request) {
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
    private final ResponseContextServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(ResponseContextServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_COUNT_INPUT_TOKENS:
          serviceImpl.countInputTokens((dev.responsa.v1.CreateResponseRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.InputTokenCount>) responseObserver);
          break;
        case METHODID_COMPACT_RESPONSE:
          serviceImpl.compactResponse((dev.responsa.v1.CompactResponseRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.CompactedResponse>) responseObserver);
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

  private static abstract class ResponseContextServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    ResponseContextServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.ResponseContextProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("ResponseContextService");
    }
  }

  private static final class ResponseContextServiceFileDescriptorSupplier
      extends ResponseContextServiceBaseDescriptorSupplier {
    ResponseContextServiceFileDescriptorSupplier() {}
  }

  private static final class ResponseContextServiceMethodDescriptorSupplier
      extends ResponseContextServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    ResponseContextServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (ResponseContextServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new ResponseContextServiceFileDescriptorSupplier())
              .addMethod(getCountInputTokensMethod())
              .addMethod(getCompactResponseMethod())
              .build();
        }
      }
    }
    return result;
  }
}
