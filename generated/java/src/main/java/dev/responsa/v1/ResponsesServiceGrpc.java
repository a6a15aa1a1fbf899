package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * ResponsesService is the typed gRPC surface of the Responses API. It carries the same objects as the
 * REST surface (ResponsesHttpService), as protobuf messages whose fields are OpenAI's JSON keys.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/responses.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class ResponsesServiceGrpc {

  private ResponsesServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.ResponsesService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CreateResponseRequest,
      dev.responsa.v1.Response> getCreateResponseMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateResponse",
      requestType = dev.responsa.v1.CreateResponseRequest.class,
      responseType = dev.responsa.v1.Response.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CreateResponseRequest,
      dev.responsa.v1.Response> getCreateResponseMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CreateResponseRequest, dev.responsa.v1.Response> getCreateResponseMethod;
    if ((getCreateResponseMethod = ResponsesServiceGrpc.getCreateResponseMethod) == null) {
      synchronized (ResponsesServiceGrpc.class) {
        if ((getCreateResponseMethod = ResponsesServiceGrpc.getCreateResponseMethod) == null) {
          ResponsesServiceGrpc.getCreateResponseMethod = getCreateResponseMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CreateResponseRequest, dev.responsa.v1.Response>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateResponse"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreateResponseRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.Response.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesServiceMethodDescriptorSupplier("CreateResponse"))
              .build();
        }
      }
    }
    return getCreateResponseMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CreateResponseRequest,
      dev.responsa.v1.ResponseStreamEvent> getStreamResponseMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "StreamResponse",
      requestType = dev.responsa.v1.CreateResponseRequest.class,
      responseType = dev.responsa.v1.ResponseStreamEvent.class,
      methodType = io.grpc.MethodDescriptor.MethodType.SERVER_STREAMING)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CreateResponseRequest,
      dev.responsa.v1.ResponseStreamEvent> getStreamResponseMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CreateResponseRequest, dev.responsa.v1.ResponseStreamEvent> getStreamResponseMethod;
    if ((getStreamResponseMethod = ResponsesServiceGrpc.getStreamResponseMethod) == null) {
      synchronized (ResponsesServiceGrpc.class) {
        if ((getStreamResponseMethod = ResponsesServiceGrpc.getStreamResponseMethod) == null) {
          ResponsesServiceGrpc.getStreamResponseMethod = getStreamResponseMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CreateResponseRequest, dev.responsa.v1.ResponseStreamEvent>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.SERVER_STREAMING)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "StreamResponse"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreateResponseRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ResponseStreamEvent.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesServiceMethodDescriptorSupplier("StreamResponse"))
              .build();
        }
      }
    }
    return getStreamResponseMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseRequest,
      dev.responsa.v1.Response> getGetResponseMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetResponse",
      requestType = dev.responsa.v1.GetResponseRequest.class,
      responseType = dev.responsa.v1.Response.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseRequest,
      dev.responsa.v1.Response> getGetResponseMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseRequest, dev.responsa.v1.Response> getGetResponseMethod;
    if ((getGetResponseMethod = ResponsesServiceGrpc.getGetResponseMethod) == null) {
      synchronized (ResponsesServiceGrpc.class) {
        if ((getGetResponseMethod = ResponsesServiceGrpc.getGetResponseMethod) == null) {
          ResponsesServiceGrpc.getGetResponseMethod = getGetResponseMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetResponseRequest, dev.responsa.v1.Response>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetResponse"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetResponseRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.Response.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesServiceMethodDescriptorSupplier("GetResponse"))
              .build();
        }
      }
    }
    return getGetResponseMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteResponseRequest,
      dev.responsa.v1.DeleteResponseResponse> getDeleteResponseMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteResponse",
      requestType = dev.responsa.v1.DeleteResponseRequest.class,
      responseType = dev.responsa.v1.DeleteResponseResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteResponseRequest,
      dev.responsa.v1.DeleteResponseResponse> getDeleteResponseMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteResponseRequest, dev.responsa.v1.DeleteResponseResponse> getDeleteResponseMethod;
    if ((getDeleteResponseMethod = ResponsesServiceGrpc.getDeleteResponseMethod) == null) {
      synchronized (ResponsesServiceGrpc.class) {
        if ((getDeleteResponseMethod = ResponsesServiceGrpc.getDeleteResponseMethod) == null) {
          ResponsesServiceGrpc.getDeleteResponseMethod = getDeleteResponseMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteResponseRequest, dev.responsa.v1.DeleteResponseResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteResponse"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteResponseRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteResponseResponse.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesServiceMethodDescriptorSupplier("DeleteResponse"))
              .build();
        }
      }
    }
    return getDeleteResponseMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CancelResponseRequest,
      dev.responsa.v1.Response> getCancelResponseMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CancelResponse",
      requestType = dev.responsa.v1.CancelResponseRequest.class,
      responseType = dev.responsa.v1.Response.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CancelResponseRequest,
      dev.responsa.v1.Response> getCancelResponseMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CancelResponseRequest, dev.responsa.v1.Response> getCancelResponseMethod;
    if ((getCancelResponseMethod = ResponsesServiceGrpc.getCancelResponseMethod) == null) {
      synchronized (ResponsesServiceGrpc.class) {
        if ((getCancelResponseMethod = ResponsesServiceGrpc.getCancelResponseMethod) == null) {
          ResponsesServiceGrpc.getCancelResponseMethod = getCancelResponseMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CancelResponseRequest, dev.responsa.v1.Response>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CancelResponse"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CancelResponseRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.Response.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesServiceMethodDescriptorSupplier("CancelResponse"))
              .build();
        }
      }
    }
    return getCancelResponseMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.RetrieveResponseStreamRequest,
      dev.responsa.v1.ResponseStreamEvent> getRetrieveResponseStreamMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "RetrieveResponseStream",
      requestType = dev.responsa.v1.RetrieveResponseStreamRequest.class,
      responseType = dev.responsa.v1.ResponseStreamEvent.class,
      methodType = io.grpc.MethodDescriptor.MethodType.SERVER_STREAMING)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.RetrieveResponseStreamRequest,
      dev.responsa.v1.ResponseStreamEvent> getRetrieveResponseStreamMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.RetrieveResponseStreamRequest, dev.responsa.v1.ResponseStreamEvent> getRetrieveResponseStreamMethod;
    if ((getRetrieveResponseStreamMethod = ResponsesServiceGrpc.getRetrieveResponseStreamMethod) == null) {
      synchronized (ResponsesServiceGrpc.class) {
        if ((getRetrieveResponseStreamMethod = ResponsesServiceGrpc.getRetrieveResponseStreamMethod) == null) {
          ResponsesServiceGrpc.getRetrieveResponseStreamMethod = getRetrieveResponseStreamMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.RetrieveResponseStreamRequest, dev.responsa.v1.ResponseStreamEvent>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.SERVER_STREAMING)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "RetrieveResponseStream"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.RetrieveResponseStreamRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ResponseStreamEvent.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesServiceMethodDescriptorSupplier("RetrieveResponseStream"))
              .build();
        }
      }
    }
    return getRetrieveResponseStreamMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListInputItemsRequest,
      dev.responsa.v1.ListInputItemsResponse> getListInputItemsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListInputItems",
      requestType = dev.responsa.v1.ListInputItemsRequest.class,
      responseType = dev.responsa.v1.ListInputItemsResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListInputItemsRequest,
      dev.responsa.v1.ListInputItemsResponse> getListInputItemsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListInputItemsRequest, dev.responsa.v1.ListInputItemsResponse> getListInputItemsMethod;
    if ((getListInputItemsMethod = ResponsesServiceGrpc.getListInputItemsMethod) == null) {
      synchronized (ResponsesServiceGrpc.class) {
        if ((getListInputItemsMethod = ResponsesServiceGrpc.getListInputItemsMethod) == null) {
          ResponsesServiceGrpc.getListInputItemsMethod = getListInputItemsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListInputItemsRequest, dev.responsa.v1.ListInputItemsResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListInputItems"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListInputItemsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListInputItemsResponse.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesServiceMethodDescriptorSupplier("ListInputItems"))
              .build();
        }
      }
    }
    return getListInputItemsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListResponsesRequest,
      dev.responsa.v1.ListResponsesResponse> getListResponsesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListResponses",
      requestType = dev.responsa.v1.ListResponsesRequest.class,
      responseType = dev.responsa.v1.ListResponsesResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListResponsesRequest,
      dev.responsa.v1.ListResponsesResponse> getListResponsesMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListResponsesRequest, dev.responsa.v1.ListResponsesResponse> getListResponsesMethod;
    if ((getListResponsesMethod = ResponsesServiceGrpc.getListResponsesMethod) == null) {
      synchronized (ResponsesServiceGrpc.class) {
        if ((getListResponsesMethod = ResponsesServiceGrpc.getListResponsesMethod) == null) {
          ResponsesServiceGrpc.getListResponsesMethod = getListResponsesMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListResponsesRequest, dev.responsa.v1.ListResponsesResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListResponses"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListResponsesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListResponsesResponse.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesServiceMethodDescriptorSupplier("ListResponses"))
              .build();
        }
      }
    }
    return getListResponsesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseTimelineRequest,
      dev.responsa.v1.ResponseTimeline> getGetResponseTimelineMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetResponseTimeline",
      requestType = dev.responsa.v1.GetResponseTimelineRequest.class,
      responseType = dev.responsa.v1.ResponseTimeline.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseTimelineRequest,
      dev.responsa.v1.ResponseTimeline> getGetResponseTimelineMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseTimelineRequest, dev.responsa.v1.ResponseTimeline> getGetResponseTimelineMethod;
    if ((getGetResponseTimelineMethod = ResponsesServiceGrpc.getGetResponseTimelineMethod) == null) {
      synchronized (ResponsesServiceGrpc.class) {
        if ((getGetResponseTimelineMethod = ResponsesServiceGrpc.getGetResponseTimelineMethod) == null) {
          ResponsesServiceGrpc.getGetResponseTimelineMethod = getGetResponseTimelineMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetResponseTimelineRequest, dev.responsa.v1.ResponseTimeline>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetResponseTimeline"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetResponseTimelineRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ResponseTimeline.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesServiceMethodDescriptorSupplier("GetResponseTimeline"))
              .build();
        }
      }
    }
    return getGetResponseTimelineMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseJobRequest,
      dev.responsa.v1.ResponseJob> getGetResponseJobMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetResponseJob",
      requestType = dev.responsa.v1.GetResponseJobRequest.class,
      responseType = dev.responsa.v1.ResponseJob.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseJobRequest,
      dev.responsa.v1.ResponseJob> getGetResponseJobMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetResponseJobRequest, dev.responsa.v1.ResponseJob> getGetResponseJobMethod;
    if ((getGetResponseJobMethod = ResponsesServiceGrpc.getGetResponseJobMethod) == null) {
      synchronized (ResponsesServiceGrpc.class) {
        if ((getGetResponseJobMethod = ResponsesServiceGrpc.getGetResponseJobMethod) == null) {
          ResponsesServiceGrpc.getGetResponseJobMethod = getGetResponseJobMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetResponseJobRequest, dev.responsa.v1.ResponseJob>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetResponseJob"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetResponseJobRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ResponseJob.getDefaultInstance()))
              .setSchemaDescriptor(new ResponsesServiceMethodDescriptorSupplier("GetResponseJob"))
              .build();
        }
      }
    }
    return getGetResponseJobMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static ResponsesServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ResponsesServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ResponsesServiceStub>() {
        @java.lang.Override
        public ResponsesServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ResponsesServiceStub(channel, callOptions);
        }
      };
    return ResponsesServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static ResponsesServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ResponsesServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ResponsesServiceBlockingStub>() {
        @java.lang.Override
        public ResponsesServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ResponsesServiceBlockingStub(channel, callOptions);
        }
      };
    return ResponsesServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static ResponsesServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ResponsesServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ResponsesServiceFutureStub>() {
        @java.lang.Override
        public ResponsesServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ResponsesServiceFutureStub(channel, callOptions);
        }
      };
    return ResponsesServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * ResponsesService is the typed gRPC surface of the Responses API. It carries the same objects as the
   * REST surface (ResponsesHttpService), as protobuf messages whose fields are OpenAI's JSON keys.
   * </pre>
   */
  public static abstract class ResponsesServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * Creates a response and returns it once finished (or, with background, once queued).
     * </pre>
     */
    public void createResponse(dev.responsa.v1.CreateResponseRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Response> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateResponseMethod(), responseObserver);
    }

    /**
     * <pre>
     * Creates a response and streams its events; the last is response.completed, response.failed,
     * response.incomplete or error.
     * </pre>
     */
    public void streamResponse(dev.responsa.v1.CreateResponseRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ResponseStreamEvent> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getStreamResponseMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns a stored response.
     * </pre>
     */
    public void getResponse(dev.responsa.v1.GetResponseRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Response> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetResponseMethod(), responseObserver);
    }

    /**
     * <pre>
     * Deletes a stored response.
     * </pre>
     */
    public void deleteResponse(dev.responsa.v1.DeleteResponseRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteResponseResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteResponseMethod(), responseObserver);
    }

    /**
     * <pre>
     * Cancels a background response and returns it.
     * </pre>
     */
    public void cancelResponse(dev.responsa.v1.CancelResponseRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Response> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCancelResponseMethod(), responseObserver);
    }

    /**
     * <pre>
     * Streams a background response's events after starting_after (stored ones, then live ones until
     * the terminal event), from any replica; REST: GET /v1/responses/{id}?stream=true.
     * </pre>
     */
    public void retrieveResponseStream(dev.responsa.v1.RetrieveResponseStreamRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ResponseStreamEvent> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getRetrieveResponseStreamMethod(), responseObserver);
    }

    /**
     * <pre>
     * Pages through the input items of a stored response.
     * </pre>
     */
    public void listInputItems(dev.responsa.v1.ListInputItemsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListInputItemsResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListInputItemsMethod(), responseObserver);
    }

    /**
     * <pre>
     * Pages through stored responses.
     * </pre>
     */
    public void listResponses(dev.responsa.v1.ListResponsesRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListResponsesResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListResponsesMethod(), responseObserver);
    }

    /**
     * <pre>
     * Responsa extension: when each step of a stored response's tool loop ran.
     * </pre>
     */
    public void getResponseTimeline(dev.responsa.v1.GetResponseTimelineRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ResponseTimeline> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetResponseTimelineMethod(), responseObserver);
    }

    /**
     * <pre>
     * Responsa extension: the background job behind a response (state, replica, attempts).
     * </pre>
     */
    public void getResponseJob(dev.responsa.v1.GetResponseJobRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ResponseJob> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetResponseJobMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getCreateResponseMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.CreateResponseRequest,
                dev.responsa.v1.Response>(
                  this, METHODID_CREATE_RESPONSE)))
          .addMethod(
            getStreamResponseMethod(),
            io.grpc.stub.ServerCalls.asyncServerStreamingCall(
              new MethodHandlers<
                dev.responsa.v1.CreateResponseRequest,
                dev.responsa.v1.ResponseStreamEvent>(
                  this, METHODID_STREAM_RESPONSE)))
          .addMethod(
            getGetResponseMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetResponseRequest,
                dev.responsa.v1.Response>(
                  this, METHODID_GET_RESPONSE)))
          .addMethod(
            getDeleteResponseMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteResponseRequest,
                dev.responsa.v1.DeleteResponseResponse>(
                  this, METHODID_DELETE_RESPONSE)))
          .addMethod(
            getCancelResponseMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.CancelResponseRequest,
                dev.responsa.v1.Response>(
                  this, METHODID_CANCEL_RESPONSE)))
          .addMethod(
            getRetrieveResponseStreamMethod(),
            io.grpc.stub.ServerCalls.asyncServerStreamingCall(
              new MethodHandlers<
                dev.responsa.v1.RetrieveResponseStreamRequest,
                dev.responsa.v1.ResponseStreamEvent>(
                  this, METHODID_RETRIEVE_RESPONSE_STREAM)))
          .addMethod(
            getListInputItemsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListInputItemsRequest,
                dev.responsa.v1.ListInputItemsResponse>(
                  this, METHODID_LIST_INPUT_ITEMS)))
          .addMethod(
            getListResponsesMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListResponsesRequest,
                dev.responsa.v1.ListResponsesResponse>(
                  this, METHODID_LIST_RESPONSES)))
          .addMethod(
            getGetResponseTimelineMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetResponseTimelineRequest,
                dev.responsa.v1.ResponseTimeline>(
                  this, METHODID_GET_RESPONSE_TIMELINE)))
          .addMethod(
            getGetResponseJobMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetResponseJobRequest,
                dev.responsa.v1.ResponseJob>(
                  this, METHODID_GET_RESPONSE_JOB)))
          .build();
    }
  }

  /**
   * <pre>
   * ResponsesService is the typed gRPC surface of the Responses API. It carries the same objects as the
   * REST surface (ResponsesHttpService), as protobuf messages whose fields are OpenAI's JSON keys.
   * </pre>
   */
  public static final class ResponsesServiceStub extends io.grpc.stub.AbstractAsyncStub<ResponsesServiceStub> {
    private ResponsesServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ResponsesServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ResponsesServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates a response and returns it once finished (or, with background, once queued).
     * </pre>
     */
    public void createResponse(dev.responsa.v1.CreateResponseRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Response> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateResponseMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Creates a response and streams its events; the last is response.completed, response.failed,
     * response.incomplete or error.
     * </pre>
     */
    public void streamResponse(dev.responsa.v1.CreateResponseRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ResponseStreamEvent> responseObserver) {
      io.grpc.stub.ClientCalls.asyncServerStreamingCall(
          getChannel().newCall(getStreamResponseMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns a stored response.
     * </pre>
     */
    public void getResponse(dev.responsa.v1.GetResponseRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Response> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetResponseMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Deletes a stored response.
     * </pre>
     */
    public void deleteResponse(dev.responsa.v1.DeleteResponseRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteResponseResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteResponseMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Cancels a background response and returns it.
     * </pre>
     */
    public void cancelResponse(dev.responsa.v1.CancelResponseRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Response> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCancelResponseMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Streams a background response's events after starting_after (stored ones, then live ones until
     * the terminal event), from any replica; REST: GET /v1/responses/{id}?stream=true.
     * </pre>
     */
    public void retrieveResponseStream(dev.responsa.v1.RetrieveResponseStreamRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ResponseStreamEvent> responseObserver) {
      io.grpc.stub.ClientCalls.asyncServerStreamingCall(
          getChannel().newCall(getRetrieveResponseStreamMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Pages through the input items of a stored response.
     * </pre>
     */
    public void listInputItems(dev.responsa.v1.ListInputItemsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListInputItemsResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListInputItemsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Pages through stored responses.
     * </pre>
     */
    public void listResponses(dev.responsa.v1.ListResponsesRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListResponsesResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListResponsesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Responsa extension: when each step of a stored response's tool loop ran.
     * </pre>
     */
    public void getResponseTimeline(dev.responsa.v1.GetResponseTimelineRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ResponseTimeline> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetResponseTimelineMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Responsa extension: the background job behind a response (state, replica, attempts).
     * </pre>
     */
    public void getResponseJob(dev.responsa.v1.GetResponseJobRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ResponseJob> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetResponseJobMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * ResponsesService is the typed gRPC surface of the Responses API. It carries the same objects as the
   * REST surface (ResponsesHttpService), as protobuf messages whose fields are OpenAI's JSON keys.
   * </pre>
   */
  public static final class ResponsesServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<ResponsesServiceBlockingStub> {
    private ResponsesServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ResponsesServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ResponsesServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates a response and returns it once finished (or, with background, once queued).
     * </pre>
     */
    public dev.responsa.v1.Response createResponse(dev.responsa.v1.CreateResponseRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateResponseMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Creates a response and streams its events; the last is response.completed, response.failed,
     * response.incomplete or error.
     * </pre>
     */
    public java.util.Iterator<dev.responsa.v1.ResponseStreamEvent> streamResponse(
        dev.responsa.v1.CreateResponseRequest request) {
      return io.grpc.stub.ClientCalls.blockingServerStreamingCall(
          getChannel(), getStreamResponseMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns a stored response.
     * </pre>
     */
    public dev.responsa.v1.Response getResponse(dev.responsa.v1.GetResponseRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetResponseMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Deletes a stored response.
     * </pre>
     */
    public dev.responsa.v1.DeleteResponseResponse deleteResponse(dev.responsa.v1.DeleteResponseRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteResponseMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Cancels a background response and returns it.
     * </pre>
     */
    public dev.responsa.v1.Response cancelResponse(dev.responsa.v1.CancelResponseRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCancelResponseMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Streams a background response's events after starting_after (stored ones, then live ones until
     * the terminal event), from any replica; REST: GET /v1/responses/{id}?stream=true.
     * </pre>
     */
    public java.util.Iterator<dev.responsa.v1.ResponseStreamEvent> retrieveResponseStream(
        dev.responsa.v1.RetrieveResponseStreamRequest request) {
      return io.grpc.stub.ClientCalls.blockingServerStreamingCall(
          getChannel(), getRetrieveResponseStreamMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Pages through the input items of a stored response.
     * </pre>
     */
    public dev.responsa.v1.ListInputItemsResponse listInputItems(dev.responsa.v1.ListInputItemsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListInputItemsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Pages through stored responses.
     * </pre>
     */
    public dev.responsa.v1.ListResponsesResponse listResponses(dev.responsa.v1.ListResponsesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListResponsesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Responsa extension: when each step of a stored response's tool loop ran.
     * </pre>
     */
    public dev.responsa.v1.ResponseTimeline getResponseTimeline(dev.responsa.v1.GetResponseTimelineRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetResponseTimelineMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Responsa extension: the background job behind a response (state, replica, attempts).
     * </pre>
     */
    public dev.responsa.v1.ResponseJob getResponseJob(dev.responsa.v1.GetResponseJobRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetResponseJobMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * ResponsesService is the typed gRPC surface of the Responses API. It carries the same objects as the
   * REST surface (ResponsesHttpService), as protobuf messages whose fields are OpenAI's JSON keys.
   * </pre>
   */
  public static final class ResponsesServiceFutureStub extends io.grpc.stub.AbstractFutureStub<ResponsesServiceFutureStub> {
    private ResponsesServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ResponsesServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ResponsesServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates a response and returns it once finished (or, with background, once queued).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.Response> createResponse(
        dev.responsa.v1.CreateResponseRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateResponseMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns a stored response.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.Response> getResponse(
        dev.responsa.v1.GetResponseRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetResponseMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Deletes a stored response.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.DeleteResponseResponse> deleteResponse(
        dev.responsa.v1.DeleteResponseRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteResponseMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Cancels a background response and returns it.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.Response> cancelResponse(
        dev.responsa.v1.CancelResponseRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCancelResponseMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Pages through the input items of a stored response.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ListInputItemsResponse> listInputItems(
        dev.responsa.v1.ListInputItemsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListInputItemsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Pages through stored responses.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ListResponsesResponse> listResponses(
        dev.responsa.v1.ListResponsesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListResponsesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Responsa extension: when each step of a stored response's tool loop ran.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ResponseTimeline> getResponseTimeline(
        dev.responsa.v1.GetResponseTimelineRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetResponseTimelineMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Responsa extension: the background job behind a response (state, replica, attempts).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ResponseJob> getResponseJob(
        dev.responsa.v1.GetResponseJobRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetResponseJobMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_CREATE_RESPONSE = 0;
  private static final int METHODID_STREAM_RESPONSE = 1;
  private static final int METHODID_GET_RESPONSE = 2;
  private static final int METHODID_DELETE_RESPONSE = 3;
  private static final int METHODID_CANCEL_RESPONSE = 4;
  private static final int METHODID_RETRIEVE_RESPONSE_STREAM = 5;
  private static final int METHODID_LIST_INPUT_ITEMS = 6;
  private static final int METHODID_LIST_RESPONSES = 7;
  private static final int METHODID_GET_RESPONSE_TIMELINE = 8;
  private static final int METHODID_GET_RESPONSE_JOB = 9;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final ResponsesServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(ResponsesServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_CREATE_RESPONSE:
          serviceImpl.createResponse((dev.responsa.v1.CreateResponseRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.Response>) responseObserver);
          break;
        case METHODID_STREAM_RESPONSE:
          serviceImpl.streamResponse((dev.responsa.v1.CreateResponseRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ResponseStreamEvent>) responseObserver);
          break;
        case METHODID_GET_RESPONSE:
          serviceImpl.getResponse((dev.responsa.v1.GetResponseRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.Response>) responseObserver);
          break;
        case METHODID_DELETE_RESPONSE:
          serviceImpl.deleteResponse((dev.responsa.v1.DeleteResponseRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteResponseResponse>) responseObserver);
          break;
        case METHODID_CANCEL_RESPONSE:
          serviceImpl.cancelResponse((dev.responsa.v1.CancelResponseRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.Response>) responseObserver);
          break;
        case METHODID_RETRIEVE_RESPONSE_STREAM:
          serviceImpl.retrieveResponseStream((dev.responsa.v1.RetrieveResponseStreamRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ResponseStreamEvent>) responseObserver);
          break;
        case METHODID_LIST_INPUT_ITEMS:
          serviceImpl.listInputItems((dev.responsa.v1.ListInputItemsRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ListInputItemsResponse>) responseObserver);
          break;
        case METHODID_LIST_RESPONSES:
          serviceImpl.listResponses((dev.responsa.v1.ListResponsesRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ListResponsesResponse>) responseObserver);
          break;
        case METHODID_GET_RESPONSE_TIMELINE:
          serviceImpl.getResponseTimeline((dev.responsa.v1.GetResponseTimelineRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ResponseTimeline>) responseObserver);
          break;
        case METHODID_GET_RESPONSE_JOB:
          serviceImpl.getResponseJob((dev.responsa.v1.GetResponseJobRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ResponseJob>) responseObserver);
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

  private static abstract class ResponsesServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    ResponsesServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.ResponsesProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("ResponsesService");
    }
  }

  private static final class ResponsesServiceFileDescriptorSupplier
      extends ResponsesServiceBaseDescriptorSupplier {
    ResponsesServiceFileDescriptorSupplier() {}
  }

  private static final class ResponsesServiceMethodDescriptorSupplier
      extends ResponsesServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    ResponsesServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (ResponsesServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new ResponsesServiceFileDescriptorSupplier())
              .addMethod(getCreateResponseMethod())
              .addMethod(getStreamResponseMethod())
              .addMethod(getGetResponseMethod())
              .addMethod(getDeleteResponseMethod())
              .addMethod(getCancelResponseMethod())
              .addMethod(getRetrieveResponseStreamMethod())
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
