package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * ResponsesHttpService is the OpenAI REST surface. Envoy's grpc_json_transcoder binds each method to
 * OpenAI's path; the server renders the exact OpenAI JSON (or SSE) bytes into google.api.HttpBody, so
 * what a REST client receives is byte-for-byte what the server wrote.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/http_service.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class ResponsesHttpServiceGrpc {

  private ResponsesHttpServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.ResponsesHttpService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<com.google.api.HttpBody,
      com.google.api.HttpBody> getCreateResponseMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateResponse",
      requestType = com.google.api.HttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.SERVER_STREAMING)
  public static io.grpc.MethodDescriptor<com.google.api.HttpBody,
      com.google.api.HttpBody> getCreateResponseMethod() {
    io.grpc.MethodDescriptor<com.google.api.HttpBody, com.google.api.HttpBody> getCreateResponseMethod;
    if ((getCreateResponseMethod = ResponsesHttpServiceGrpc.getCreateResponseMethod) == null) {
      synchronized (ResponsesHttpServiceGrpc.class) {
        if ((getCreateResponseMethod = ResponsesHttpServiceGrpc.getCreateResponseMethod) == null) {
          ResponsesHttpServiceGrpc.getCreateResponseMethod = getCreateResponseMethod =
              io.grpc.MethodDescriptor.<com.google.api.HttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.SERVER_STREAMING)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateResponse"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesHttpServiceMethodDescriptorSupplier("CreateResponse"))
              .build();
        }
      }
    }
    return getCreateResponseMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseHttpRequest,
      com.google.api.HttpBody> getGetResponseMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetResponse",
      requestType = dev.responsa.v1.GetResponseHttpRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.SERVER_STREAMING)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseHttpRequest,
      com.google.api.HttpBody> getGetResponseMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseHttpRequest, com.google.api.HttpBody> getGetResponseMethod;
    if ((getGetResponseMethod = ResponsesHttpServiceGrpc.getGetResponseMethod) == null) {
      synchronized (ResponsesHttpServiceGrpc.class) {
        if ((getGetResponseMethod = ResponsesHttpServiceGrpc.getGetResponseMethod) == null) {
          ResponsesHttpServiceGrpc.getGetResponseMethod = getGetResponseMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetResponseHttpRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.SERVER_STREAMING)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetResponse"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetResponseHttpRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesHttpServiceMethodDescriptorSupplier("GetResponse"))
              .build();
        }
      }
    }
    return getGetResponseMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteResponseRequest,
      com.google.api.HttpBody> getDeleteResponseMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteResponse",
      requestType = dev.responsa.v1.DeleteResponseRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteResponseRequest,
      com.google.api.HttpBody> getDeleteResponseMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteResponseRequest, com.google.api.HttpBody> getDeleteResponseMethod;
    if ((getDeleteResponseMethod = ResponsesHttpServiceGrpc.getDeleteResponseMethod) == null) {
      synchronized (ResponsesHttpServiceGrpc.class) {
        if ((getDeleteResponseMethod = ResponsesHttpServiceGrpc.getDeleteResponseMethod) == null) {
          ResponsesHttpServiceGrpc.getDeleteResponseMethod = getDeleteResponseMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteResponseRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteResponse"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteResponseRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesHttpServiceMethodDescriptorSupplier("DeleteResponse"))
              .build();
        }
      }
    }
    return getDeleteResponseMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CancelResponseRequest,
      com.google.api.HttpBody> getCancelResponseMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CancelResponse",
      requestType = dev.responsa.v1.CancelResponseRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CancelResponseRequest,
      com.google.api.HttpBody> getCancelResponseMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CancelResponseRequest, com.google.api.HttpBody> getCancelResponseMethod;
    if ((getCancelResponseMethod = ResponsesHttpServiceGrpc.getCancelResponseMethod) == null) {
      synchronized (ResponsesHttpServiceGrpc.class) {
        if ((getCancelResponseMethod = ResponsesHttpServiceGrpc.getCancelResponseMethod) == null) {
          ResponsesHttpServiceGrpc.getCancelResponseMethod = getCancelResponseMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CancelResponseRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CancelResponse"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CancelResponseRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesHttpServiceMethodDescriptorSupplier("CancelResponse"))
              .build();
        }
      }
    }
    return getCancelResponseMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListInputItemsRequest,
      com.google.api.HttpBody> getListInputItemsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListInputItems",
      requestType = dev.responsa.v1.ListInputItemsRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListInputItemsRequest,
      com.google.api.HttpBody> getListInputItemsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListInputItemsRequest, com.google.api.HttpBody> getListInputItemsMethod;
    if ((getListInputItemsMethod = ResponsesHttpServiceGrpc.getListInputItemsMethod) == null) {
      synchronized (ResponsesHttpServiceGrpc.class) {
        if ((getListInputItemsMethod = ResponsesHttpServiceGrpc.getListInputItemsMethod) == null) {
          ResponsesHttpServiceGrpc.getListInputItemsMethod = getListInputItemsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListInputItemsRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListInputItems"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListInputItemsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesHttpServiceMethodDescriptorSupplier("ListInputItems"))
              .build();
        }
      }
    }
    return getListInputItemsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListResponsesRequest,
      com.google.api.HttpBody> getListResponsesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListResponses",
      requestType = dev.responsa.v1.ListResponsesRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListResponsesRequest,
      com.google.api.HttpBody> getListResponsesMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListResponsesRequest, com.google.api.HttpBody> getListResponsesMethod;
    if ((getListResponsesMethod = ResponsesHttpServiceGrpc.getListResponsesMethod) == null) {
      synchronized (ResponsesHttpServiceGrpc.class) {
        if ((getListResponsesMethod = ResponsesHttpServiceGrpc.getListResponsesMethod) == null) {
          ResponsesHttpServiceGrpc.getListResponsesMethod = getListResponsesMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListResponsesRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListResponses"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListResponsesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesHttpServiceMethodDescriptorSupplier("ListResponses"))
              .build();
        }
      }
    }
    return getListResponsesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseTimelineRequest,
      com.google.api.HttpBody> getGetResponseTimelineMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetResponseTimeline",
      requestType = dev.responsa.v1.GetResponseTimelineRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseTimelineRequest,
      com.google.api.HttpBody> getGetResponseTimelineMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseTimelineRequest, com.google.api.HttpBody> getGetResponseTimelineMethod;
    if ((getGetResponseTimelineMethod = ResponsesHttpServiceGrpc.getGetResponseTimelineMethod) == null) {
      synchronized (ResponsesHttpServiceGrpc.class) {
        if ((getGetResponseTimelineMethod = ResponsesHttpServiceGrpc.getGetResponseTimelineMethod) == null) {
          ResponsesHttpServiceGrpc.getGetResponseTimelineMethod = getGetResponseTimelineMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetResponseTimelineRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetResponseTimeline"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetResponseTimelineRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesHttpServiceMethodDescriptorSupplier("GetResponseTimeline"))
              .build();
        }
      }
    }
    return getGetResponseTimelineMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseJobRequest,
      com.google.api.HttpBody> getGetResponseJobMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetResponseJob",
      requestType = dev.responsa.v1.GetResponseJobRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseJobRequest,
      com.google.api.HttpBody> getGetResponseJobMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseJobRequest, com.google.api.HttpBody> getGetResponseJobMethod;
    if ((getGetResponseJobMethod = ResponsesHttpServiceGrpc.getGetResponseJobMethod) == null) {
      synchronized (ResponsesHttpServiceGrpc.class) {
        if ((getGetResponseJobMethod = ResponsesHttpServiceGrpc.getGetResponseJobMethod) == null) {
          ResponsesHttpServiceGrpc.getGetResponseJobMethod = getGetResponseJobMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetResponseJobRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetResponseJob"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetResponseJobRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesHttpServiceMethodDescriptorSupplier("GetResponseJob"))
              .build();
        }
      }
    }
    return getGetResponseJobMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static ResponsesHttpServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ResponsesHttpServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ResponsesHttpServiceStub>() {
        @java.lang.Override
        public ResponsesHttpServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ResponsesHttpServiceStub(channel, callOptions);
        }
      };
    return ResponsesHttpServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static ResponsesHttpServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ResponsesHttpServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ResponsesHttpServiceBlockingStub>() {
        @java.lang.Override
        public ResponsesHttpServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ResponsesHttpServiceBlockingStub(channel, callOptions);
        }
      };
    return ResponsesHttpServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static ResponsesHttpServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ResponsesHttpServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ResponsesHttpServiceFutureStub>() {
        @java.lang.Override
        public ResponsesHttpServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ResponsesHttpServiceFutureStub(channel, callOptions);
        }
      };
    return ResponsesHttpServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * ResponsesHttpService is the OpenAI REST surface. Envoy's grpc_json_transcoder binds each method to
   * OpenAI's path; the server renders the exact OpenAI JSON (or SSE) bytes into google.api.HttpBody, so
   * what a REST client receives is byte-for-byte what the server wrote.
   * </pre>
   */
  public static abstract class ResponsesHttpServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * POST /v1/responses. The body is the OpenAI create request. With "stream": true the method streams
     * one HttpBody per server-sent event (text/event-stream); otherwise it sends one JSON HttpBody.
     * </pre>
     */
    public void createResponse(com.google.api.HttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateResponseMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responses/{response_id}: one JSON HttpBody, or with ?stream=true (background responses)
     * the stored events after ?starting_after=N and then the live ones, one HttpBody per batch (SSE).
     * </pre>
     */
    public void getResponse(dev.responsa.v1.GetResponseHttpRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetResponseMethod(), responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/responses/{response_id}.
     * </pre>
     */
    public void deleteResponse(dev.responsa.v1.DeleteResponseRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteResponseMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/responses/{response_id}/cancel.
     * </pre>
     */
    public void cancelResponse(dev.responsa.v1.CancelResponseRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCancelResponseMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responses/{response_id}/input_items.
     * </pre>
     */
    public void listInputItems(dev.responsa.v1.ListInputItemsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListInputItemsMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responses.
     * </pre>
     */
    public void listResponses(dev.responsa.v1.ListResponsesRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListResponsesMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responses/{response_id}/timeline: a Responsa extension (see ResponseTimeline).
     * </pre>
     */
    public void getResponseTimeline(dev.responsa.v1.GetResponseTimelineRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetResponseTimelineMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responses/{response_id}/job: a Responsa extension (see ResponseJob).
     * </pre>
     */
    public void getResponseJob(dev.responsa.v1.GetResponseJobRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetResponseJobMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getCreateResponseMethod(),
            io.grpc.stub.ServerCalls.asyncServerStreamingCall(
              new MethodHandlers<
                com.google.api.HttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_CREATE_RESPONSE)))
          .addMethod(
            getGetResponseMethod(),
            io.grpc.stub.ServerCalls.asyncServerStreamingCall(
              new MethodHandlers<
                dev.responsa.v1.GetResponseHttpRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_RESPONSE)))
          .addMethod(
            getDeleteResponseMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteResponseRequest,
                com.google.api.HttpBody>(
                  this, METHODID_DELETE_RESPONSE)))
          .addMethod(
            getCancelResponseMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.CancelResponseRequest,
                com.google.api.HttpBody>(
                  this, METHODID_CANCEL_RESPONSE)))
          .addMethod(
            getListInputItemsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListInputItemsRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_INPUT_ITEMS)))
          .addMethod(
            getListResponsesMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListResponsesRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_RESPONSES)))
          .addMethod(
            getGetResponseTimelineMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetResponseTimelineRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_RESPONSE_TIMELINE)))
          .addMethod(
            getGetResponseJobMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetResponseJobRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_RESPONSE_JOB)))
          .build();
    }
  }

  /**
   * <pre>
   * ResponsesHttpService is the OpenAI REST surface. Envoy's grpc_json_transcoder binds each method to
   * OpenAI's path; the server renders the exact OpenAI JSON (or SSE) bytes into google.api.HttpBody, so
   * what a REST client receives is byte-for-byte what the server wrote.
   * </pre>
   */
  public static final class ResponsesHttpServiceStub extends io.grpc.stub.AbstractAsyncStub<ResponsesHttpServiceStub> {
    private ResponsesHttpServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ResponsesHttpServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ResponsesHttpServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/responses. The body is the OpenAI create request. With "stream": true the method streams
     * one HttpBody per server-sent event (text/event-stream); otherwise it sends one JSON HttpBody.
     * </pre>
     */
    public void createResponse(com.google.api.HttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncServerStreamingCall(
          getChannel().newCall(getCreateResponseMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responses/{response_id}: one JSON HttpBody, or with ?stream=true (background responses)
     * the stored events after ?starting_after=N and then the live ones, one HttpBody per batch (SSE).
     * </pre>
     */
    public void getResponse(dev.responsa.v1.GetResponseHttpRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncServerStreamingCall(
          getChannel().newCall(getGetResponseMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/responses/{response_id}.
     * </pre>
     */
    public void deleteResponse(dev.responsa.v1.DeleteResponseRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteResponseMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/responses/{response_id}/cancel.
     * </pre>
     */
    public void cancelResponse(dev.responsa.v1.CancelResponseRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCancelResponseMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responses/{response_id}/input_items.
     * </pre>
     */
    public void listInputItems(dev.responsa.v1.ListInputItemsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListInputItemsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responses.
     * </pre>
     */
    public void listResponses(dev.responsa.v1.ListResponsesRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListResponsesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responses/{response_id}/timeline: a Responsa extension (see ResponseTimeline).
     * </pre>
     */
    public void getResponseTimeline(dev.responsa.v1.GetResponseTimelineRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetResponseTimelineMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/responses/{response_id}/job: a Responsa extension (see ResponseJob).
     * </pre>
     */
    public void getResponseJob(dev.responsa.v1.GetResponseJobRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetResponseJobMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * ResponsesHttpService is the OpenAI REST surface. Envoy's grpc_json_transcoder binds each method to
   * OpenAI's path; the server renders the exact OpenAI JSON (or SSE) bytes into google.api.HttpBody, so
   * what a REST client receives is byte-for-byte what the server wrote.
   * </pre>
   */
  public static final class ResponsesHttpServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<ResponsesHttpServiceBlockingStub> {
    private ResponsesHttpServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ResponsesHttpServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ResponsesHttpServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/responses. The body is the OpenAI create request. With "stream": true the method streams
     * one HttpBody per server-sent event (text/event-stream); otherwise it sends one JSON HttpBody.
     * </pre>
     */
    public java.util.Iterator<com.google.api.HttpBody> createResponse(
        com.google.api.HttpBody request) {
      return io.grpc.stub.ClientCalls.blockingServerStreamingCall(
          getChannel(), getCreateResponseMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/responses/{response_id}: one JSON HttpBody, or with ?stream=true (background responses)
     * the stored events after ?starting_after=N and then the live ones, one HttpBody per batch (SSE).
     * </pre>
     */
    public java.util.Iterator<com.google.api.HttpBody> getResponse(
        dev.responsa.v1.GetResponseHttpRequest request) {
      return io.grpc.stub.ClientCalls.blockingServerStreamingCall(
          getChannel(), getGetResponseMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * DELETE /v1/responses/{response_id}.
     * </pre>
     */
    public com.google.api.HttpBody deleteResponse(dev.responsa.v1.DeleteResponseRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteResponseMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/responses/{response_id}/cancel.
     * </pre>
     */
    public com.google.api.HttpBody cancelResponse(dev.responsa.v1.CancelResponseRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCancelResponseMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/responses/{response_id}/input_items.
     * </pre>
     */
    public com.google.api.HttpBody listInputItems(dev.responsa.v1.ListInputItemsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListInputItemsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/responses.
     * </pre>
     */
    public com.google.api.HttpBody listResponses(dev.responsa.v1.ListResponsesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListResponsesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/responses/{response_id}/timeline: a Responsa extension (see ResponseTimeline).
     * </pre>
     */
    public com.google.api.HttpBody getResponseTimeline(dev.responsa.v1.GetResponseTimelineRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetResponseTimelineMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/responses/{response_id}/job: a Responsa extension (see ResponseJob).
     * </pre>
     */
    public com.google.api.HttpBody getResponseJob(dev.responsa.v1.GetResponseJobRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetResponseJobMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * ResponsesHttpService is the OpenAI REST surface. Envoy's grpc_json_transcoder binds each method to
   * OpenAI's path; the server renders the exact OpenAI JSON (or SSE) bytes into google.api.HttpBody, so
   * what a REST client receives is byte-for-byte what the server wrote.
   * </pre>
   */
  public static final class ResponsesHttpServiceFutureStub extends io.grpc.stub.AbstractFutureStub<ResponsesHttpServiceFutureStub> {
    private ResponsesHttpServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ResponsesHttpServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ResponsesHttpServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * DELETE /v1/responses/{response_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> deleteResponse(
        dev.responsa.v1.DeleteResponseRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteResponseMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/responses/{response_id}/cancel.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> cancelResponse(
        dev.responsa.v1.CancelResponseRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCancelResponseMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/responses/{response_id}/input_items.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listInputItems(
        dev.responsa.v1.ListInputItemsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListInputItemsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/responses.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listResponses(
        dev.responsa.v1.ListResponsesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListResponsesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/responses/{response_id}/timeline: a Responsa extension (see ResponseTimeline).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getResponseTimeline(
        dev.responsa.v1.GetResponseTimelineRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetResponseTimelineMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/responses/{response_id}/job: a Responsa extension (see ResponseJob).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getResponseJob(
        dev.responsa.v1.GetResponseJobRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetResponseJobMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_CREATE_RESPONSE = 0;
  private static final int METHODID_GET_RESPONSE = 1;
  private static final int METHODID_DELETE_RESPONSE = 2;
  private static final int METHODID_CANCEL_RESPONSE = 3;
  private static final int METHODID_LIST_INPUT_ITEMS = 4;
  private static final int METHODID_LIST_RESPONSES = 5;
  private static final int METHODID_GET_RESPONSE_TIMELINE = 6;
  private static final int METHODID_GET_RESPONSE_JOB = 7;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final ResponsesHttpServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(ResponsesHttpServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_CREATE_RESPONSE:
          serviceImpl.createResponse((com.google.api.HttpBody) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_RESPONSE:
          serviceImpl.getResponse((dev.responsa.v1.GetResponseHttpRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_DELETE_RESPONSE:
          serviceImpl.deleteResponse((dev.responsa.v1.DeleteResponseRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_CANCEL_RESPONSE:
          serviceImpl.cancelResponse((dev.responsa.v1.CancelResponseRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_LIST_INPUT_ITEMS:
          serviceImpl.listInputItems((dev.responsa.v1.ListInputItemsRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_LIST_RESPONSES:
          serviceImpl.listResponses((dev.responsa.v1.ListResponsesRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_RESPONSE_TIMELINE:
          serviceImpl.getResponseTimeline((dev.responsa.v1.GetResponseTimelineRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_RESPONSE_JOB:
          serviceImpl.getResponseJob((dev.responsa.v1.GetResponseJobRequest) request,
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

  private static abstract class ResponsesHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    ResponsesHttpServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.HttpServiceProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("ResponsesHttpService");
    }
  }

  private static final class ResponsesHttpServiceFileDescriptorSupplier
      extends ResponsesHttpServiceBaseDescriptorSupplier {
    ResponsesHttpServiceFileDescriptorSupplier() {}
  }

  private static final class ResponsesHttpServiceMethodDescriptorSupplier
      extends ResponsesHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    ResponsesHttpServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (ResponsesHttpServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new ResponsesHttpServiceFileDescriptorSupplier())
              .addMethod(getCreateResponseMethod())
              .addMethod(getGetResponseMethod())
              .addMethod(getDeleteResponseMethod())
              .addMethod(getCancelResponseMethod())
              .addMethod(getListInputItemsMethod())
              .addMethod(getListResponsesMethod())
              .addMethod(getGetResponseTimelineMethod())
              .addMethod(getGetResponseJobMethod())
              .build();
        }
      }
    }
    return result;
  }
}
