package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * InsightsHttpService is what the web console reads beyond OpenAI's API (Responsa extensions,
 * docs/console.md): the responses list with each row's summary, the log of failed requests,
 * and usage summed by model, key and day. REST only (JSON in google.api.HttpBody, bound by
 * Envoy's transcoder); every read is scoped by the caller's project like the API's own.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/insights.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class InsightsHttpServiceGrpc {

  private InsightsHttpServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.InsightsHttpService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListResponsesRequest,
      com.google.api.HttpBody> getListResponseRowsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListResponseRows",
      requestType = dev.responsa.v1.ListResponsesRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListResponsesRequest,
      com.google.api.HttpBody> getListResponseRowsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListResponsesRequest, com.google.api.HttpBody> getListResponseRowsMethod;
    if ((getListResponseRowsMethod = InsightsHttpServiceGrpc.getListResponseRowsMethod) == null) {
      synchronized (InsightsHttpServiceGrpc.class) {
        if ((getListResponseRowsMethod = InsightsHttpServiceGrpc.getListResponseRowsMethod) == null) {
          InsightsHttpServiceGrpc.getListResponseRowsMethod = getListResponseRowsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListResponsesRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListResponseRows"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListResponsesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new InsightsHttpServiceMethodDescriptorSupplier("ListResponseRows"))
              .build();
        }
      }
    }
    return getListResponseRowsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListConversationItemsRequest,
      com.google.api.HttpBody> getListConversationItemSourcesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListConversationItemSources",
      requestType = dev.responsa.v1.ListConversationItemsRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListConversationItemsRequest,
      com.google.api.HttpBody> getListConversationItemSourcesMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListConversationItemsRequest, com.google.api.HttpBody> getListConversationItemSourcesMethod;
    if ((getListConversationItemSourcesMethod = InsightsHttpServiceGrpc.getListConversationItemSourcesMethod) == null) {
      synchronized (InsightsHttpServiceGrpc.class) {
        if ((getListConversationItemSourcesMethod = InsightsHttpServiceGrpc.getListConversationItemSourcesMethod) == null) {
          InsightsHttpServiceGrpc.getListConversationItemSourcesMethod = getListConversationItemSourcesMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListConversationItemsRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListConversationItemSources"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListConversationItemsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new InsightsHttpServiceMethodDescriptorSupplier("ListConversationItemSources"))
              .build();
        }
      }
    }
    return getListConversationItemSourcesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListFailedRequestsRequest,
      com.google.api.HttpBody> getListFailedRequestsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListFailedRequests",
      requestType = dev.responsa.v1.ListFailedRequestsRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListFailedRequestsRequest,
      com.google.api.HttpBody> getListFailedRequestsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListFailedRequestsRequest, com.google.api.HttpBody> getListFailedRequestsMethod;
    if ((getListFailedRequestsMethod = InsightsHttpServiceGrpc.getListFailedRequestsMethod) == null) {
      synchronized (InsightsHttpServiceGrpc.class) {
        if ((getListFailedRequestsMethod = InsightsHttpServiceGrpc.getListFailedRequestsMethod) == null) {
          InsightsHttpServiceGrpc.getListFailedRequestsMethod = getListFailedRequestsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListFailedRequestsRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListFailedRequests"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListFailedRequestsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new InsightsHttpServiceMethodDescriptorSupplier("ListFailedRequests"))
              .build();
        }
      }
    }
    return getListFailedRequestsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetUsageRequest,
      com.google.api.HttpBody> getGetUsageMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetUsage",
      requestType = dev.responsa.v1.GetUsageRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetUsageRequest,
      com.google.api.HttpBody> getGetUsageMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetUsageRequest, com.google.api.HttpBody> getGetUsageMethod;
    if ((getGetUsageMethod = InsightsHttpServiceGrpc.getGetUsageMethod) == null) {
      synchronized (InsightsHttpServiceGrpc.class) {
        if ((getGetUsageMethod = InsightsHttpServiceGrpc.getGetUsageMethod) == null) {
          InsightsHttpServiceGrpc.getGetUsageMethod = getGetUsageMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetUsageRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetUsage"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetUsageRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new InsightsHttpServiceMethodDescriptorSupplier("GetUsage"))
              .build();
        }
      }
    }
    return getGetUsageMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static InsightsHttpServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<InsightsHttpServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<InsightsHttpServiceStub>() {
        @java.lang.Override
        public InsightsHttpServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new InsightsHttpServiceStub(channel, callOptions);
        }
      };
    return InsightsHttpServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static InsightsHttpServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<InsightsHttpServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<InsightsHttpServiceBlockingStub>() {
        @java.lang.Override
        public InsightsHttpServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new InsightsHttpServiceBlockingStub(channel, callOptions);
        }
      };
    return InsightsHttpServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static InsightsHttpServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<InsightsHttpServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<InsightsHttpServiceFutureStub>() {
        @java.lang.Override
        public InsightsHttpServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new InsightsHttpServiceFutureStub(channel, callOptions);
        }
      };
    return InsightsHttpServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * InsightsHttpService is what the web console reads beyond OpenAI's API (Responsa extensions,
   * docs/console.md): the responses list with each row's summary, the log of failed requests,
   * and usage summed by model, key and day. REST only (JSON in google.api.HttpBody, bound by
   * Envoy's transcoder); every read is scoped by the caller's project like the API's own.
   * </pre>
   */
  public static abstract class InsightsHttpServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * GET /v1/responsa/responses: GET /v1/responses (same parameters and paging), each Response
     * with `responsa_row`: its question's text, time, time to first token, cost and key.
     * </pre>
     */
    public void listResponseRows(dev.responsa.v1.ListResponsesRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListResponseRowsMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responsa/conversations/{conversation_id}/items: GET
     * /v1/conversations/{conversation_id}/items (same parameters and paging), each item with
     * `responsa_response_id`: the response that added it, or null.
     * </pre>
     */
    public void listConversationItemSources(dev.responsa.v1.ListConversationItemsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListConversationItemSourcesMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responsa/failed_requests: creates that were refused and never became a stored
     * response, newest first.
     * </pre>
     */
    public void listFailedRequests(dev.responsa.v1.ListFailedRequestsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListFailedRequestsMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responsa/usage: requests, tokens, cost, errors and latency percentiles by group.
     * </pre>
     */
    public void getUsage(dev.responsa.v1.GetUsageRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetUsageMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getListResponseRowsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListResponsesRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_RESPONSE_ROWS)))
          .addMethod(
            getListConversationItemSourcesMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListConversationItemsRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_CONVERSATION_ITEM_SOURCES)))
          .addMethod(
            getListFailedRequestsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListFailedRequestsRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_FAILED_REQUESTS)))
          .addMethod(
            getGetUsageMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetUsageRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_USAGE)))
          .build();
    }
  }

  /**
   * <pre>
   * InsightsHttpService is what the web console reads beyond OpenAI's API (Responsa extensions,
   * docs/console.md): the responses list with each row's summary, the log of failed requests,
   * and usage summed by model, key and day. REST only (JSON in google.api.HttpBody, bound by
   * Envoy's transcoder); every read is scoped by the caller's project like the API's own.
   * </pre>
   */
  public static final class InsightsHttpServiceStub extends io.grpc.stub.AbstractAsyncStub<InsightsHttpServiceStub> {
    private InsightsHttpServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected InsightsHttpServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new InsightsHttpServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/responsa/responses: GET /v1/responses (same parameters and paging), each Response
     * with `responsa_row`: its question's text, time, time to first token, cost and key.
     * </pre>
     */
    public void listResponseRows(dev.responsa.v1.ListResponsesRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListResponseRowsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responsa/conversations/{conversation_id}/items: GET
     * /v1/conversations/{conversation_id}/items (same parameters and paging), each item with
     * `responsa_response_id`: the response that added it, or null.
     * </pre>
     */
    public void listConversationItemSources(dev.responsa.v1.ListConversationItemsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListConversationItemSourcesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responsa/failed_requests: creates that were refused and never became a stored
     * response, newest first.
     * </pre>
     */
    public void listFailedRequests(dev.responsa.v1.ListFailedRequestsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListFailedRequestsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responsa/usage: requests, tokens, cost, errors and latency percentiles by group.
     * </pre>
     */
    public void getUsage(dev.responsa.v1.GetUsageRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetUsageMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * InsightsHttpService is what the web console reads beyond OpenAI's API (Responsa extensions,
   * docs/console.md): the responses list with each row's summary, the log of failed requests,
   * and usage summed by model, key and day. REST only (JSON in google.api.HttpBody, bound by
   * Envoy's transcoder); every read is scoped by the caller's project like the API's own.
   * </pre>
   */
  public static final class InsightsHttpServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<InsightsHttpServiceBlockingStub> {
    private InsightsHttpServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected InsightsHttpServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new InsightsHttpServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/responsa/responses: GET /v1/responses (same parameters and paging), each Response
     * with `responsa_row`: its question's text, time, time to first token, cost and key.
     * </pre>
     */
    public com.google.api.HttpBody listResponseRows(dev.responsa.v1.ListResponsesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListResponseRowsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/responsa/conversations/{conversation_id}/items: GET
     * /v1/conversations/{conversation_id}/items (same parameters and paging), each item with
     * `responsa_response_id`: the response that added it, or null.
     * </pre>
     */
    public com.google.api.HttpBody listConversationItemSources(dev.responsa.v1.ListConversationItemsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListConversationItemSourcesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/responsa/failed_requests: creates that were refused and never became a stored
     * response, newest first.
     * </pre>
     */
    public com.google.api.HttpBody listFailedRequests(dev.responsa.v1.ListFailedRequestsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListFailedRequestsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/responsa/usage: requests, tokens, cost, errors and latency percentiles by group.
     * </pre>
     */
    public com.google.api.HttpBody getUsage(dev.responsa.v1.GetUsageRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetUsageMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * InsightsHttpService is what the web console reads beyond OpenAI's API (Responsa extensions,
   * docs/console.md): the responses list with each row's summary, the log of failed requests,
   * and usage summed by model, key and day. REST only (JSON in google.api.HttpBody, bound by
   * Envoy's transcoder); every read is scoped by the caller's project like the API's own.
   * </pre>
   */
  public static final class InsightsHttpServiceFutureStub extends io.grpc.stub.AbstractFutureStub<InsightsHttpServiceFutureStub> {
    private InsightsHttpServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected InsightsHttpServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new InsightsHttpServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/responsa/responses: GET /v1/responses (same parameters and paging), each Response
     * with `responsa_row`: its question's text, time, time to first token, cost and key.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listResponseRows(
        dev.responsa.v1.ListResponsesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListResponseRowsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/responsa/conversations/{conversation_id}/items: GET
     * /v1/conversations/{conversation_id}/items (same parameters and paging), each item with
     * `responsa_response_id`: the response that added it, or null.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listConversationItemSources(
        dev.responsa.v1.ListConversationItemsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListConversationItemSourcesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/responsa/failed_requests: creates that were refused and never became a stored
     * response, newest first.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listFailedRequests(
        dev.responsa.v1.ListFailedRequestsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListFailedRequestsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/responsa/usage: requests, tokens, cost, errors and latency percentiles by group.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getUsage(
        dev.responsa.v1.GetUsageRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetUsageMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_LIST_RESPONSE_ROWS = 0;
  private static final int METHODID_LIST_CONVERSATION_ITEM_SOURCES = 1;
  private static final int METHODID_LIST_FAILED_REQUESTS = 2;
  private static final int METHODID_GET_USAGE = 3;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final InsightsHttpServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(InsightsHttpServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_LIST_RESPONSE_ROWS:
          serviceImpl.listResponseRows((dev.responsa.v1.ListResponsesRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_LIST_CONVERSATION_ITEM_SOURCES:
          serviceImpl.listConversationItemSources((dev.responsa.v1.ListConversationItemsRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_LIST_FAILED_REQUESTS:
          serviceImpl.listFailedRequests((dev.responsa.v1.ListFailedRequestsRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_USAGE:
          serviceImpl.getUsage((dev.responsa.v1.GetUsageRequest) request,
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

  private static abstract class InsightsHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    InsightsHttpServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.InsightsProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("InsightsHttpService");
    }
  }

  private static final class InsightsHttpServiceFileDescriptorSupplier
      extends InsightsHttpServiceBaseDescriptorSupplier {
    InsightsHttpServiceFileDescriptorSupplier() {}
  }

  private static final class InsightsHttpServiceMethodDescriptorSupplier
      extends InsightsHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    InsightsHttpServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (InsightsHttpServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new InsightsHttpServiceFileDescriptorSupplier())
              .addMethod(getListResponseRowsMethod())
              .addMethod(getListConversationItemSourcesMethod())
              .addMethod(getListFailedRequestsMethod())
              .addMethod(getGetUsageMethod())
              .build();
        }
      }
    }
    return result;
  }
}
