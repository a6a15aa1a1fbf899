package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * WebhookEndpointsHttpService is the REST surface of WebhookEndpointsService.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/webhook_endpoints.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class WebhookEndpointsHttpServiceGrpc {

  private WebhookEndpointsHttpServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.WebhookEndpointsHttpService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListWebhookEndpointsRequest,
      com.google.api.HttpBody> getListWebhookEndpointsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListWebhookEndpoints",
      requestType = dev.responsa.v1.ListWebhookEndpointsRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListWebhookEndpointsRequest,
      com.google.api.HttpBody> getListWebhookEndpointsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListWebhookEndpointsRequest, com.google.api.HttpBody> getListWebhookEndpointsMethod;
    if ((getListWebhookEndpointsMethod = WebhookEndpointsHttpServiceGrpc.getListWebhookEndpointsMethod) == null) {
      synchronized (WebhookEndpointsHttpServiceGrpc.class) {
        if ((getListWebhookEndpointsMethod = WebhookEndpointsHttpServiceGrpc.getListWebhookEndpointsMethod) == null) {
          WebhookEndpointsHttpServiceGrpc.getListWebhookEndpointsMethod = getListWebhookEndpointsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListWebhookEndpointsRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListWebhookEndpoints"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListWebhookEndpointsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsHttpServiceMethodDescriptorSupplier("ListWebhookEndpoints"))
              .build();
        }
      }
    }
    return getListWebhookEndpointsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.WebhookEndpointHttpBody,
      com.google.api.HttpBody> getCreateWebhookEndpointMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateWebhookEndpoint",
      requestType = dev.responsa.v1.WebhookEndpointHttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.WebhookEndpointHttpBody,
      com.google.api.HttpBody> getCreateWebhookEndpointMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.WebhookEndpointHttpBody, com.google.api.HttpBody> getCreateWebhookEndpointMethod;
    if ((getCreateWebhookEndpointMethod = WebhookEndpointsHttpServiceGrpc.getCreateWebhookEndpointMethod) == null) {
      synchronized (WebhookEndpointsHttpServiceGrpc.class) {
        if ((getCreateWebhookEndpointMethod = WebhookEndpointsHttpServiceGrpc.getCreateWebhookEndpointMethod) == null) {
          WebhookEndpointsHttpServiceGrpc.getCreateWebhookEndpointMethod = getCreateWebhookEndpointMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.WebhookEndpointHttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateWebhookEndpoint"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.WebhookEndpointHttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsHttpServiceMethodDescriptorSupplier("CreateWebhookEndpoint"))
              .build();
        }
      }
    }
    return getCreateWebhookEndpointMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetWebhookEndpointRequest,
      com.google.api.HttpBody> getGetWebhookEndpointMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetWebhookEndpoint",
      requestType = dev.responsa.v1.GetWebhookEndpointRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetWebhookEndpointRequest,
      com.google.api.HttpBody> getGetWebhookEndpointMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetWebhookEndpointRequest, com.google.api.HttpBody> getGetWebhookEndpointMethod;
    if ((getGetWebhookEndpointMethod = WebhookEndpointsHttpServiceGrpc.getGetWebhookEndpointMethod) == null) {
      synchronized (WebhookEndpointsHttpServiceGrpc.class) {
        if ((getGetWebhookEndpointMethod = WebhookEndpointsHttpServiceGrpc.getGetWebhookEndpointMethod) == null) {
          WebhookEndpointsHttpServiceGrpc.getGetWebhookEndpointMethod = getGetWebhookEndpointMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetWebhookEndpointRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetWebhookEndpoint"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetWebhookEndpointRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsHttpServiceMethodDescriptorSupplier("GetWebhookEndpoint"))
              .build();
        }
      }
    }
    return getGetWebhookEndpointMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.WebhookEndpointHttpBody,
      com.google.api.HttpBody> getUpdateWebhookEndpointMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "UpdateWebhookEndpoint",
      requestType = dev.responsa.v1.WebhookEndpointHttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.WebhookEndpointHttpBody,
      com.google.api.HttpBody> getUpdateWebhookEndpointMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.WebhookEndpointHttpBody, com.google.api.HttpBody> getUpdateWebhookEndpointMethod;
    if ((getUpdateWebhookEndpointMethod = WebhookEndpointsHttpServiceGrpc.getUpdateWebhookEndpointMethod) == null) {
      synchronized (WebhookEndpointsHttpServiceGrpc.class) {
        if ((getUpdateWebhookEndpointMethod = WebhookEndpointsHttpServiceGrpc.getUpdateWebhookEndpointMethod) == null) {
          WebhookEndpointsHttpServiceGrpc.getUpdateWebhookEndpointMethod = getUpdateWebhookEndpointMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.WebhookEndpointHttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "UpdateWebhookEndpoint"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.WebhookEndpointHttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsHttpServiceMethodDescriptorSupplier("UpdateWebhookEndpoint"))
              .build();
        }
      }
    }
    return getUpdateWebhookEndpointMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteWebhookEndpointRequest,
      com.google.api.HttpBody> getDeleteWebhookEndpointMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteWebhookEndpoint",
      requestType = dev.responsa.v1.DeleteWebhookEndpointRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteWebhookEndpointRequest,
      com.google.api.HttpBody> getDeleteWebhookEndpointMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteWebhookEndpointRequest, com.google.api.HttpBody> getDeleteWebhookEndpointMethod;
    if ((getDeleteWebhookEndpointMethod = WebhookEndpointsHttpServiceGrpc.getDeleteWebhookEndpointMethod) == null) {
      synchronized (WebhookEndpointsHttpServiceGrpc.class) {
        if ((getDeleteWebhookEndpointMethod = WebhookEndpointsHttpServiceGrpc.getDeleteWebhookEndpointMethod) == null) {
          WebhookEndpointsHttpServiceGrpc.getDeleteWebhookEndpointMethod = getDeleteWebhookEndpointMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteWebhookEndpointRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteWebhookEndpoint"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteWebhookEndpointRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsHttpServiceMethodDescriptorSupplier("DeleteWebhookEndpoint"))
              .build();
        }
      }
    }
    return getDeleteWebhookEndpointMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.RotateWebhookEndpointSecretRequest,
      com.google.api.HttpBody> getRotateWebhookEndpointSecretMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "RotateWebhookEndpointSecret",
      requestType = dev.responsa.v1.RotateWebhookEndpointSecretRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.RotateWebhookEndpointSecretRequest,
      com.google.api.HttpBody> getRotateWebhookEndpointSecretMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.RotateWebhookEndpointSecretRequest, com.google.api.HttpBody> getRotateWebhookEndpointSecretMethod;
    if ((getRotateWebhookEndpointSecretMethod = WebhookEndpointsHttpServiceGrpc.getRotateWebhookEndpointSecretMethod) == null) {
      synchronized (WebhookEndpointsHttpServiceGrpc.class) {
        if ((getRotateWebhookEndpointSecretMethod = WebhookEndpointsHttpServiceGrpc.getRotateWebhookEndpointSecretMethod) == null) {
          WebhookEndpointsHttpServiceGrpc.getRotateWebhookEndpointSecretMethod = getRotateWebhookEndpointSecretMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.RotateWebhookEndpointSecretRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "RotateWebhookEndpointSecret"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.RotateWebhookEndpointSecretRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsHttpServiceMethodDescriptorSupplier("RotateWebhookEndpointSecret"))
              .build();
        }
      }
    }
    return getRotateWebhookEndpointSecretMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListWebhookDeliveriesRequest,
      com.google.api.HttpBody> getListWebhookDeliveriesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListWebhookDeliveries",
      requestType = dev.responsa.v1.ListWebhookDeliveriesRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListWebhookDeliveriesRequest,
      com.google.api.HttpBody> getListWebhookDeliveriesMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListWebhookDeliveriesRequest, com.google.api.HttpBody> getListWebhookDeliveriesMethod;
    if ((getListWebhookDeliveriesMethod = WebhookEndpointsHttpServiceGrpc.getListWebhookDeliveriesMethod) == null) {
      synchronized (WebhookEndpointsHttpServiceGrpc.class) {
        if ((getListWebhookDeliveriesMethod = WebhookEndpointsHttpServiceGrpc.getListWebhookDeliveriesMethod) == null) {
          WebhookEndpointsHttpServiceGrpc.getListWebhookDeliveriesMethod = getListWebhookDeliveriesMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListWebhookDeliveriesRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListWebhookDeliveries"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListWebhookDeliveriesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsHttpServiceMethodDescriptorSupplier("ListWebhookDeliveries"))
              .build();
        }
      }
    }
    return getListWebhookDeliveriesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.SendWebhookTestEventRequest,
      com.google.api.HttpBody> getSendWebhookTestEventMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "SendWebhookTestEvent",
      requestType = dev.responsa.v1.SendWebhookTestEventRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.SendWebhookTestEventRequest,
      com.google.api.HttpBody> getSendWebhookTestEventMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.SendWebhookTestEventRequest, com.google.api.HttpBody> getSendWebhookTestEventMethod;
    if ((getSendWebhookTestEventMethod = WebhookEndpointsHttpServiceGrpc.getSendWebhookTestEventMethod) == null) {
      synchronized (WebhookEndpointsHttpServiceGrpc.class) {
        if ((getSendWebhookTestEventMethod = WebhookEndpointsHttpServiceGrpc.getSendWebhookTestEventMethod) == null) {
          WebhookEndpointsHttpServiceGrpc.getSendWebhookTestEventMethod = getSendWebhookTestEventMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.SendWebhookTestEventRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "SendWebhookTestEvent"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.SendWebhookTestEventRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsHttpServiceMethodDescriptorSupplier("SendWebhookTestEvent"))
              .build();
        }
      }
    }
    return getSendWebhookTestEventMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static WebhookEndpointsHttpServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<WebhookEndpointsHttpServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<WebhookEndpointsHttpServiceStub>() {
        @java.lang.Override
        public WebhookEndpointsHttpServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new WebhookEndpointsHttpServiceStub(channel, callOptions);
        }
      };
    return WebhookEndpointsHttpServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static WebhookEndpointsHttpServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<WebhookEndpointsHttpServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<WebhookEndpointsHttpServiceBlockingStub>() {
        @java.lang.Override
        public WebhookEndpointsHttpServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new WebhookEndpointsHttpServiceBlockingStub(channel, callOptions);
        }
      };
    return WebhookEndpointsHttpServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static WebhookEndpointsHttpServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<WebhookEndpointsHttpServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<WebhookEndpointsHttpServiceFutureStub>() {
        @java.lang.Override
        public WebhookEndpointsHttpServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new WebhookEndpointsHttpServiceFutureStub(channel, callOptions);
        }
      };
    return WebhookEndpointsHttpServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * WebhookEndpointsHttpService is the REST surface of WebhookEndpointsService.
   * </pre>
   */
  public static abstract class WebhookEndpointsHttpServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * GET /v1/webhook_endpoints.
     * </pre>
     */
    public void listWebhookEndpoints(dev.responsa.v1.ListWebhookEndpointsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListWebhookEndpointsMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints with {"url", "events"?, "enabled"?}.
     * </pre>
     */
    public void createWebhookEndpoint(dev.responsa.v1.WebhookEndpointHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateWebhookEndpointMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/webhook_endpoints/{endpoint_id}.
     * </pre>
     */
    public void getWebhookEndpoint(dev.responsa.v1.GetWebhookEndpointRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetWebhookEndpointMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints/{endpoint_id} with any of {"url", "events", "enabled"}.
     * </pre>
     */
    public void updateWebhookEndpoint(dev.responsa.v1.WebhookEndpointHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getUpdateWebhookEndpointMethod(), responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/webhook_endpoints/{endpoint_id}.
     * </pre>
     */
    public void deleteWebhookEndpoint(dev.responsa.v1.DeleteWebhookEndpointRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteWebhookEndpointMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints/{endpoint_id}/rotate_secret.
     * </pre>
     */
    public void rotateWebhookEndpointSecret(dev.responsa.v1.RotateWebhookEndpointSecretRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getRotateWebhookEndpointSecretMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/webhook_endpoints/{endpoint_id}/deliveries.
     * </pre>
     */
    public void listWebhookDeliveries(dev.responsa.v1.ListWebhookDeliveriesRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListWebhookDeliveriesMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints/{endpoint_id}/test.
     * </pre>
     */
    public void sendWebhookTestEvent(dev.responsa.v1.SendWebhookTestEventRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getSendWebhookTestEventMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getListWebhookEndpointsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListWebhookEndpointsRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_WEBHOOK_ENDPOINTS)))
          .addMethod(
            getCreateWebhookEndpointMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.WebhookEndpointHttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_CREATE_WEBHOOK_ENDPOINT)))
          .addMethod(
            getGetWebhookEndpointMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetWebhookEndpointRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_WEBHOOK_ENDPOINT)))
          .addMethod(
            getUpdateWebhookEndpointMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.WebhookEndpointHttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_UPDATE_WEBHOOK_ENDPOINT)))
          .addMethod(
            getDeleteWebhookEndpointMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteWebhookEndpointRequest,
                com.google.api.HttpBody>(
                  this, METHODID_DELETE_WEBHOOK_ENDPOINT)))
          .addMethod(
            getRotateWebhookEndpointSecretMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.RotateWebhookEndpointSecretRequest,
                com.google.api.HttpBody>(
                  this, METHODID_ROTATE_WEBHOOK_ENDPOINT_SECRET)))
          .addMethod(
            getListWebhookDeliveriesMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListWebhookDeliveriesRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_WEBHOOK_DELIVERIES)))
          .addMethod(
            getSendWebhookTestEventMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.SendWebhookTestEventRequest,
                com.google.api.HttpBody>(
                  this, METHODID_SEND_WEBHOOK_TEST_EVENT)))
          .build();
    }
  }

  /**
   * <pre>
   * WebhookEndpointsHttpService is the REST surface of WebhookEndpointsService.
   * </pre>
   */
  public static final class WebhookEndpointsHttpServiceStub extends io.grpc.stub.AbstractAsyncStub<WebhookEndpointsHttpServiceStub> {
    private WebhookEndpointsHttpServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected WebhookEndpointsHttpServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new WebhookEndpointsHttpServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/webhook_endpoints.
     * </pre>
     */
    public void listWebhookEndpoints(dev.responsa.v1.ListWebhookEndpointsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListWebhookEndpointsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints with {"url", "events"?, "enabled"?}.
     * </pre>
     */
    public void createWebhookEndpoint(dev.responsa.v1.WebhookEndpointHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateWebhookEndpointMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/webhook_endpoints/{endpoint_id}.
     * </pre>
     */
    public void getWebhookEndpoint(dev.responsa.v1.GetWebhookEndpointRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetWebhookEndpointMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints/{endpoint_id} with any of {"url", "events", "enabled"}.
     * </pre>
     */
    public void updateWebhookEndpoint(dev.responsa.v1.WebhookEndpointHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getUpdateWebhookEndpointMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/webhook_endpoints/{endpoint_id}.
     * </pre>
     */
    public void deleteWebhookEndpoint(dev.responsa.v1.DeleteWebhookEndpointRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteWebhookEndpointMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints/{endpoint_id}/rotate_secret.
     * </pre>
     */
    public void rotateWebhookEndpointSecret(dev.responsa.v1.RotateWebhookEndpointSecretRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getRotateWebhookEndpointSecretMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/webhook_endpoints/{endpoint_id}/deliveries.
     * </pre>
     */
    public void listWebhookDeliveries(dev.responsa.v1.ListWebhookDeliveriesRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListWebhookDeliveriesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints/{endpoint_id}/test.
     * </pre>
     */
    public void sendWebhookTestEvent(dev.responsa.v1.SendWebhookTestEventRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getSendWebhookTestEventMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * WebhookEndpointsHttpService is the REST surface of WebhookEndpointsService.
   * </pre>
   */
  public static final class WebhookEndpointsHttpServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<WebhookEndpointsHttpServiceBlockingStub> {
    private WebhookEndpointsHttpServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected WebhookEndpointsHttpServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new WebhookEndpointsHttpServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/webhook_endpoints.
     * </pre>
     */
    public com.google.api.HttpBody listWebhookEndpoints(dev.responsa.v1.ListWebhookEndpointsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListWebhookEndpointsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints with {"url", "events"?, "enabled"?}.
     * </pre>
     */
    public com.google.api.HttpBody createWebhookEndpoint(dev.responsa.v1.WebhookEndpointHttpBody request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateWebhookEndpointMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/webhook_endpoints/{endpoint_id}.
     * </pre>
     */
    public com.google.api.HttpBody getWebhookEndpoint(dev.responsa.v1.GetWebhookEndpointRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetWebhookEndpointMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints/{endpoint_id} with any of {"url", "events", "enabled"}.
     * </pre>
     */
    public com.google.api.HttpBody updateWebhookEndpoint(dev.responsa.v1.WebhookEndpointHttpBody request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getUpdateWebhookEndpointMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * DELETE /v1/webhook_endpoints/{endpoint_id}.
     * </pre>
     */
    public com.google.api.HttpBody deleteWebhookEndpoint(dev.responsa.v1.DeleteWebhookEndpointRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteWebhookEndpointMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints/{endpoint_id}/rotate_secret.
     * </pre>
     */
    public com.google.api.HttpBody rotateWebhookEndpointSecret(dev.responsa.v1.RotateWebhookEndpointSecretRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getRotateWebhookEndpointSecretMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/webhook_endpoints/{endpoint_id}/deliveries.
     * </pre>
     */
    public com.google.api.HttpBody listWebhookDeliveries(dev.responsa.v1.ListWebhookDeliveriesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListWebhookDeliveriesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints/{endpoint_id}/test.
     * </pre>
     */
    public com.google.api.HttpBody sendWebhookTestEvent(dev.responsa.v1.SendWebhookTestEventRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getSendWebhookTestEventMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * WebhookEndpointsHttpService is the REST surface of WebhookEndpointsService.
   * </pre>
   */
  public static final class WebhookEndpointsHttpServiceFutureStub extends io.grpc.stub.AbstractFutureStub<WebhookEndpointsHttpServiceFutureStub> {
    private WebhookEndpointsHttpServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected WebhookEndpointsHttpServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new WebhookEndpointsHttpServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/webhook_endpoints.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listWebhookEndpoints(
        dev.responsa.v1.ListWebhookEndpointsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListWebhookEndpointsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints with {"url", "events"?, "enabled"?}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> createWebhookEndpoint(
        dev.responsa.v1.WebhookEndpointHttpBody request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateWebhookEndpointMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/webhook_endpoints/{endpoint_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getWebhookEndpoint(
        dev.responsa.v1.GetWebhookEndpointRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetWebhookEndpointMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints/{endpoint_id} with any of {"url", "events", "enabled"}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> updateWebhookEndpoint(
        dev.responsa.v1.WebhookEndpointHttpBody request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getUpdateWebhookEndpointMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * DELETE /v1/webhook_endpoints/{endpoint_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> deleteWebhookEndpoint(
        dev.responsa.v1.DeleteWebhookEndpointRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteWebhookEndpointMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints/{endpoint_id}/rotate_secret.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> rotateWebhookEndpointSecret(
        dev.responsa.v1.RotateWebhookEndpointSecretRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getRotateWebhookEndpointSecretMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/webhook_endpoints/{endpoint_id}/deliveries.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listWebhookDeliveries(
        dev.responsa.v1.ListWebhookDeliveriesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListWebhookDeliveriesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/webhook_endpoints/{endpoint_id}/test.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> sendWebhookTestEvent(
        dev.responsa.v1.SendWebhookTestEventRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getSendWebhookTestEventMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_LIST_WEBHOOK_ENDPOINTS = 0;
  private static final int METHODID_CREATE_WEBHOOK_ENDPOINT = 1;
  private static final int METHODID_GET_WEBHOOK_ENDPOINT = 2;
  private static final int METHODID_UPDATE_WEBHOOK_ENDPOINT = 3;
  private static final int METHODID_DELETE_WEBHOOK_ENDPOINT = 4;
  private static final int METHODID_ROTATE_WEBHOOK_ENDPOINT_SECRET = 5;
  private static final int METHODID_LIST_WEBHOOK_DELIVERIES = 6;
  private static final int METHODID_SEND_WEBHOOK_TEST_EVENT = 7;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final WebhookEndpointsHttpServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(WebhookEndpointsHttpServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_LIST_WEBHOOK_ENDPOINTS:
          serviceImpl.listWebhookEndpoints((dev.responsa.v1.ListWebhookEndpointsRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_CREATE_WEBHOOK_ENDPOINT:
          serviceImpl.createWebhookEndpoint((dev.responsa.v1.WebhookEndpointHttpBody) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_WEBHOOK_ENDPOINT:
          serviceImpl.getWebhookEndpoint((dev.responsa.v1.GetWebhookEndpointRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_UPDATE_WEBHOOK_ENDPOINT:
          serviceImpl.updateWebhookEndpoint((dev.responsa.v1.WebhookEndpointHttpBody) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_DELETE_WEBHOOK_ENDPOINT:
          serviceImpl.deleteWebhookEndpoint((dev.responsa.v1.DeleteWebhookEndpointRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_ROTATE_WEBHOOK_ENDPOINT_SECRET:
          serviceImpl.rotateWebhookEndpointSecret((dev.responsa.v1.RotateWebhookEndpointSecretRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_LIST_WEBHOOK_DELIVERIES:
          serviceImpl.listWebhookDeliveries((dev.responsa.v1.ListWebhookDeliveriesRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_SEND_WEBHOOK_TEST_EVENT:
          serviceImpl.sendWebhookTestEvent((dev.responsa.v1.SendWebhookTestEventRequest) request,
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

  private static abstract class WebhookEndpointsHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    WebhookEndpointsHttpServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.WebhookEndpointsProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("WebhookEndpointsHttpService");
    }
  }

  private static final class WebhookEndpointsHttpServiceFileDescriptorSupplier
      extends WebhookEndpointsHttpServiceBaseDescriptorSupplier {
    WebhookEndpointsHttpServiceFileDescriptorSupplier() {}
  }

  private static final class WebhookEndpointsHttpServiceMethodDescriptorSupplier
      extends WebhookEndpointsHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    WebhookEndpointsHttpServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (WebhookEndpointsHttpServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new WebhookEndpointsHttpServiceFileDescriptorSupplier())
              .addMethod(getListWebhookEndpointsMethod())
              .addMethod(getCreateWebhookEndpointMethod())
              .addMethod(getGetWebhookEndpointMethod())
              .addMethod(getUpdateWebhookEndpointMethod())
              .addMethod(getDeleteWebhookEndpointMethod())
              .addMethod(getRotateWebhookEndpointSecretMethod())
              .addMethod(getListWebhookDeliveriesMethod())
              .addMethod(getSendWebhookTestEventMethod())
              .build();
        }
      }
    }
    return result;
  }
}
