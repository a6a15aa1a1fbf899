package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * WebhookEndpointsService is a Responsa extension: where a project's webhook events go
 * (docs/webhooks.md). OpenAI manages its endpoints in its dashboard; the shape is ours. Events
 * are OpenAI's `response.completed`, `response.failed`, `response.cancelled` and
 * `response.incomplete` for background responses, signed by the Standard Webhooks scheme so
 * that OpenAI's SDKs (`client.webhooks.unwrap`) verify them with the endpoint's secret.
 * Another project's endpoint id answers exactly like an unknown one.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/webhook_endpoints.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class WebhookEndpointsServiceGrpc {

  private WebhookEndpointsServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.WebhookEndpointsService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListWebhookEndpointsRequest,
      dev.responsa.v1.WebhookEndpointList> getListWebhookEndpointsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListWebhookEndpoints",
      requestType = dev.responsa.v1.ListWebhookEndpointsRequest.class,
      responseType = dev.responsa.v1.WebhookEndpointList.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListWebhookEndpointsRequest,
      dev.responsa.v1.WebhookEndpointList> getListWebhookEndpointsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListWebhookEndpointsRequest, dev.responsa.v1.WebhookEndpointList> getListWebhookEndpointsMethod;
    if ((getListWebhookEndpointsMethod = WebhookEndpointsServiceGrpc.getListWebhookEndpointsMethod) == null) {
      synchronized (WebhookEndpointsServiceGrpc.class) {
        if ((getListWebhookEndpointsMethod = WebhookEndpointsServiceGrpc.getListWebhookEndpointsMethod) == null) {
          WebhookEndpointsServiceGrpc.getListWebhookEndpointsMethod = getListWebhookEndpointsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListWebhookEndpointsRequest, dev.responsa.v1.WebhookEndpointList>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListWebhookEndpoints"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListWebhookEndpointsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.WebhookEndpointList.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsServiceMethodDescriptorSupplier("ListWebhookEndpoints"))
              .build();
        }
      }
    }
    return getListWebhookEndpointsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CreateWebhookEndpointRequest,
      dev.responsa.v1.CreatedWebhookEndpoint> getCreateWebhookEndpointMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateWebhookEndpoint",
      requestType = dev.responsa.v1.CreateWebhookEndpointRequest.class,
      responseType = dev.responsa.v1.CreatedWebhookEndpoint.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CreateWebhookEndpointRequest,
      dev.responsa.v1.CreatedWebhookEndpoint> getCreateWebhookEndpointMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CreateWebhookEndpointRequest, dev.responsa.v1.CreatedWebhookEndpoint> getCreateWebhookEndpointMethod;
    if ((getCreateWebhookEndpointMethod = WebhookEndpointsServiceGrpc.getCreateWebhookEndpointMethod) == null) {
      synchronized (WebhookEndpointsServiceGrpc.class) {
        if ((getCreateWebhookEndpointMethod = WebhookEndpointsServiceGrpc.getCreateWebhookEndpointMethod) == null) {
          WebhookEndpointsServiceGrpc.getCreateWebhookEndpointMethod = getCreateWebhookEndpointMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CreateWebhookEndpointRequest, dev.responsa.v1.CreatedWebhookEndpoint>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateWebhookEndpoint"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreateWebhookEndpointRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreatedWebhookEndpoint.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsServiceMethodDescriptorSupplier("CreateWebhookEndpoint"))
              .build();
        }
      }
    }
    return getCreateWebhookEndpointMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetWebhookEndpointRequest,
      dev.responsa.v1.WebhookEndpoint> getGetWebhookEndpointMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetWebhookEndpoint",
      requestType = dev.responsa.v1.GetWebhookEndpointRequest.class,
      responseType = dev.responsa.v1.WebhookEndpoint.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetWebhookEndpointRequest,
      dev.responsa.v1.WebhookEndpoint> getGetWebhookEndpointMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetWebhookEndpointRequest, dev.responsa.v1.WebhookEndpoint> getGetWebhookEndpointMethod;
    if ((getGetWebhookEndpointMethod = WebhookEndpointsServiceGrpc.getGetWebhookEndpointMethod) == null) {
      synchronized (WebhookEndpointsServiceGrpc.class) {
        if ((getGetWebhookEndpointMethod = WebhookEndpointsServiceGrpc.getGetWebhookEndpointMethod) == null) {
          WebhookEndpointsServiceGrpc.getGetWebhookEndpointMethod = getGetWebhookEndpointMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetWebhookEndpointRequest, dev.responsa.v1.WebhookEndpoint>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetWebhookEndpoint"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetWebhookEndpointRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.WebhookEndpoint.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsServiceMethodDescriptorSupplier("GetWebhookEndpoint"))
              .build();
        }
      }
    }
    return getGetWebhookEndpointMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.UpdateWebhookEndpointRequest,
      dev.responsa.v1.WebhookEndpoint> getUpdateWebhookEndpointMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "UpdateWebhookEndpoint",
      requestType = dev.responsa.v1.UpdateWebhookEndpointRequest.class,
      responseType = dev.responsa.v1.WebhookEndpoint.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.UpdateWebhookEndpointRequest,
      dev.responsa.v1.WebhookEndpoint> getUpdateWebhookEndpointMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.UpdateWebhookEndpointRequest, dev.responsa.v1.WebhookEndpoint> getUpdateWebhookEndpointMethod;
    if ((getUpdateWebhookEndpointMethod = WebhookEndpointsServiceGrpc.getUpdateWebhookEndpointMethod) == null) {
      synchronized (WebhookEndpointsServiceGrpc.class) {
        if ((getUpdateWebhookEndpointMethod = WebhookEndpointsServiceGrpc.getUpdateWebhookEndpointMethod) == null) {
          WebhookEndpointsServiceGrpc.getUpdateWebhookEndpointMethod = getUpdateWebhookEndpointMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.UpdateWebhookEndpointRequest, dev.responsa.v1.WebhookEndpoint>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "UpdateWebhookEndpoint"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.UpdateWebhookEndpointRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.WebhookEndpoint.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsServiceMethodDescriptorSupplier("UpdateWebhookEndpoint"))
              .build();
        }
      }
    }
    return getUpdateWebhookEndpointMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteWebhookEndpointRequest,
      dev.responsa.v1.DeletedWebhookEndpoint> getDeleteWebhookEndpointMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteWebhookEndpoint",
      requestType = dev.responsa.v1.DeleteWebhookEndpointRequest.class,
      responseType = dev.responsa.v1.DeletedWebhookEndpoint.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteWebhookEndpointRequest,
      dev.responsa.v1.DeletedWebhookEndpoint> getDeleteWebhookEndpointMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteWebhookEndpointRequest, dev.responsa.v1.DeletedWebhookEndpoint> getDeleteWebhookEndpointMethod;
    if ((getDeleteWebhookEndpointMethod = WebhookEndpointsServiceGrpc.getDeleteWebhookEndpointMethod) == null) {
      synchronized (WebhookEndpointsServiceGrpc.class) {
        if ((getDeleteWebhookEndpointMethod = WebhookEndpointsServiceGrpc.getDeleteWebhookEndpointMethod) == null) {
          WebhookEndpointsServiceGrpc.getDeleteWebhookEndpointMethod = getDeleteWebhookEndpointMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteWebhookEndpointRequest, dev.responsa.v1.DeletedWebhookEndpoint>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteWebhookEndpoint"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteWebhookEndpointRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeletedWebhookEndpoint.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsServiceMethodDescriptorSupplier("DeleteWebhookEndpoint"))
              .build();
        }
      }
    }
    return getDeleteWebhookEndpointMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.RotateWebhookEndpointSecretRequest,
      dev.responsa.v1.CreatedWebhookEndpoint> getRotateWebhookEndpointSecretMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "RotateWebhookEndpointSecret",
      requestType = dev.responsa.v1.RotateWebhookEndpointSecretRequest.class,
      responseType = dev.responsa.v1.CreatedWebhookEndpoint.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.RotateWebhookEndpointSecretRequest,
      dev.responsa.v1.CreatedWebhookEndpoint> getRotateWebhookEndpointSecretMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.RotateWebhookEndpointSecretRequest, dev.responsa.v1.CreatedWebhookEndpoint> getRotateWebhookEndpointSecretMethod;
    if ((getRotateWebhookEndpointSecretMethod = WebhookEndpointsServiceGrpc.getRotateWebhookEndpointSecretMethod) == null) {
      synchronized (WebhookEndpointsServiceGrpc.class) {
        if ((getRotateWebhookEndpointSecretMethod = WebhookEndpointsServiceGrpc.getRotateWebhookEndpointSecretMethod) == null) {
          WebhookEndpointsServiceGrpc.getRotateWebhookEndpointSecretMethod = getRotateWebhookEndpointSecretMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.RotateWebhookEndpointSecretRequest, dev.responsa.v1.CreatedWebhookEndpoint>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "RotateWebhookEndpointSecret"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.RotateWebhookEndpointSecretRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreatedWebhookEndpoint.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsServiceMethodDescriptorSupplier("RotateWebhookEndpointSecret"))
              .build();
        }
      }
    }
    return getRotateWebhookEndpointSecretMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListWebhookDeliveriesRequest,
      dev.responsa.v1.WebhookDeliveryList> getListWebhookDeliveriesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListWebhookDeliveries",
      requestType = dev.responsa.v1.ListWebhookDeliveriesRequest.class,
      responseType = dev.responsa.v1.WebhookDeliveryList.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListWebhookDeliveriesRequest,
      dev.responsa.v1.WebhookDeliveryList> getListWebhookDeliveriesMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListWebhookDeliveriesRequest, dev.responsa.v1.WebhookDeliveryList> getListWebhookDeliveriesMethod;
    if ((getListWebhookDeliveriesMethod = WebhookEndpointsServiceGrpc.getListWebhookDeliveriesMethod) == null) {
      synchronized (WebhookEndpointsServiceGrpc.class) {
        if ((getListWebhookDeliveriesMethod = WebhookEndpointsServiceGrpc.getListWebhookDeliveriesMethod) == null) {
          WebhookEndpointsServiceGrpc.getListWebhookDeliveriesMethod = getListWebhookDeliveriesMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListWebhookDeliveriesRequest, dev.responsa.v1.WebhookDeliveryList>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListWebhookDeliveries"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListWebhookDeliveriesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.WebhookDeliveryList.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsServiceMethodDescriptorSupplier("ListWebhookDeliveries"))
              .build();
        }
      }
    }
    return getListWebhookDeliveriesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.SendWebhookTestEventRequest,
      dev.responsa.v1.WebhookDelivery> getSendWebhookTestEventMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "SendWebhookTestEvent",
      requestType = dev.responsa.v1.SendWebhookTestEventRequest.class,
      responseType = dev.responsa.v1.WebhookDelivery.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.SendWebhookTestEventRequest,
      dev.responsa.v1.WebhookDelivery> getSendWebhookTestEventMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.SendWebhookTestEventRequest, dev.responsa.v1.WebhookDelivery> getSendWebhookTestEventMethod;
    if ((getSendWebhookTestEventMethod = WebhookEndpointsServiceGrpc.getSendWebhookTestEventMethod) == null) {
      synchronized (WebhookEndpointsServiceGrpc.class) {
        if ((getSendWebhookTestEventMethod = WebhookEndpointsServiceGrpc.getSendWebhookTestEventMethod) == null) {
          WebhookEndpointsServiceGrpc.getSendWebhookTestEventMethod = getSendWebhookTestEventMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.SendWebhookTestEventRequest, dev.responsa.v1.WebhookDelivery>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "SendWebhookTestEvent"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.SendWebhookTestEventRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.WebhookDelivery.getDefaultInstance()))
              .setSchemaDescriptor(new WebhookEndpointsServiceMethodDescriptorSupplier("SendWebhookTestEvent"))
              .build();
        }
      }
    }
    return getSendWebhookTestEventMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static WebhookEndpointsServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<WebhookEndpointsServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<WebhookEndpointsServiceStub>() {
        @java.lang.Override
        public WebhookEndpointsServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new WebhookEndpointsServiceStub(channel, callOptions);
        }
      };
    return WebhookEndpointsServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static WebhookEndpointsServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<WebhookEndpointsServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<WebhookEndpointsServiceBlockingStub>() {
        @java.lang.Override
        public WebhookEndpointsServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new WebhookEndpointsServiceBlockingStub(channel, callOptions);
        }
      };
    return WebhookEndpointsServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static WebhookEndpointsServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<WebhookEndpointsServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<WebhookEndpointsServiceFutureStub>() {
        @java.lang.Override
        public WebhookEndpointsServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new WebhookEndpointsServiceFutureStub(channel, callOptions);
        }
      };
    return WebhookEndpointsServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * WebhookEndpointsService is a Responsa extension: where a project's webhook events go
   * (docs/webhooks.md). OpenAI manages its endpoints in its dashboard; the shape is ours. Events
   * are OpenAI's `response.completed`, `response.failed`, `response.cancelled` and
   * `response.incomplete` for background responses, signed by the Standard Webhooks scheme so
   * that OpenAI's SDKs (`client.webhooks.unwrap`) verify them with the endpoint's secret.
   * Another project's endpoint id answers exactly like an unknown one.
   * </pre>
   */
  public static abstract class WebhookEndpointsServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * Pages through the project's endpoints, oldest first by default.
     * </pre>
     */
    public void listWebhookEndpoints(dev.responsa.v1.ListWebhookEndpointsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.WebhookEndpointList> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListWebhookEndpointsMethod(), responseObserver);
    }

    /**
     * <pre>
     * Creates an endpoint; the reply is the only place its signing secret appears.
     * </pre>
     */
    public void createWebhookEndpoint(dev.responsa.v1.CreateWebhookEndpointRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.CreatedWebhookEndpoint> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateWebhookEndpointMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns one endpoint (never its secret).
     * </pre>
     */
    public void getWebhookEndpoint(dev.responsa.v1.GetWebhookEndpointRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.WebhookEndpoint> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetWebhookEndpointMethod(), responseObserver);
    }

    /**
     * <pre>
     * Changes an endpoint's URL, events or whether it is enabled.
     * </pre>
     */
    public void updateWebhookEndpoint(dev.responsa.v1.UpdateWebhookEndpointRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.WebhookEndpoint> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getUpdateWebhookEndpointMethod(), responseObserver);
    }

    /**
     * <pre>
     * Deletes an endpoint and its deliveries: nothing more is sent to it.
     * </pre>
     */
    public void deleteWebhookEndpoint(dev.responsa.v1.DeleteWebhookEndpointRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeletedWebhookEndpoint> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteWebhookEndpointMethod(), responseObserver);
    }

    /**
     * <pre>
     * Replaces the signing secret; the reply is the only place the new one appears.
     * </pre>
     */
    public void rotateWebhookEndpointSecret(dev.responsa.v1.RotateWebhookEndpointSecretRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.CreatedWebhookEndpoint> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getRotateWebhookEndpointSecretMethod(), responseObserver);
    }

    /**
     * <pre>
     * The endpoint's newest deliveries, newest first.
     * </pre>
     */
    public void listWebhookDeliveries(dev.responsa.v1.ListWebhookDeliveriesRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.WebhookDeliveryList> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListWebhookDeliveriesMethod(), responseObserver);
    }

    /**
     * <pre>
     * Queues a `webhook_endpoint.test` event for this endpoint.
     * </pre>
     */
    public void sendWebhookTestEvent(dev.responsa.v1.SendWebhookTestEventRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.WebhookDelivery> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getSendWebhookTestEventMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getListWebhookEndpointsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListWebhookEndpointsRequest,
                dev.responsa.v1.WebhookEndpointList>(
                  this, METHODID_LIST_WEBHOOK_ENDPOINTS)))
          .addMethod(
            getCreateWebhookEndpointMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.CreateWebhookEndpointRequest,
                dev.responsa.v1.CreatedWebhookEndpoint>(
                  this, METHODID_CREATE_WEBHOOK_ENDPOINT)))
          .addMethod(
            getGetWebhookEndpointMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetWebhookEndpointRequest,
                dev.responsa.v1.WebhookEndpoint>(
                  this, METHODID_GET_WEBHOOK_ENDPOINT)))
          .addMethod(
            getUpdateWebhookEndpointMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.UpdateWebhookEndpointRequest,
                dev.responsa.v1.WebhookEndpoint>(
                  this, METHODID_UPDATE_WEBHOOK_ENDPOINT)))
          .addMethod(
            getDeleteWebhookEndpointMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteWebhookEndpointRequest,
                dev.responsa.v1.DeletedWebhookEndpoint>(
                  this, METHODID_DELETE_WEBHOOK_ENDPOINT)))
          .addMethod(
            getRotateWebhookEndpointSecretMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.RotateWebhookEndpointSecretRequest,
                dev.responsa.v1.CreatedWebhookEndpoint>(
                  this, METHODID_ROTATE_WEBHOOK_ENDPOINT_SECRET)))
          .addMethod(
            getListWebhookDeliveriesMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListWebhookDeliveriesRequest,
                dev.responsa.v1.WebhookDeliveryList>(
                  this, METHODID_LIST_WEBHOOK_DELIVERIES)))
          .addMethod(
            getSendWebhookTestEventMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.SendWebhookTestEventRequest,
                dev.responsa.v1.WebhookDelivery>(
                  this, METHODID_SEND_WEBHOOK_TEST_EVENT)))
          .build();
    }
  }

  /**
   * <pre>
   * WebhookEndpointsService is a Responsa extension: where a project's webhook events go
   * (docs/webhooks.md). OpenAI manages its endpoints in its dashboard; the shape is ours. Events
   * are OpenAI's `response.completed`, `response.failed`, `response.cancelled` and
   * `response.incomplete` for background responses, signed by the Standard Webhooks scheme so
   * that OpenAI's SDKs (`client.webhooks.unwrap`) verify them with the endpoint's secret.
   * Another project's endpoint id answers exactly like an unknown one.
   * </pre>
   */
  public static final class WebhookEndpointsServiceStub extends io.grpc.stub.AbstractAsyncStub<WebhookEndpointsServiceStub> {
    private WebhookEndpointsServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected WebhookEndpointsServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new WebhookEndpointsServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * Pages through the project's endpoints, oldest first by default.
     * </pre>
     */
    public void listWebhookEndpoints(dev.responsa.v1.ListWebhookEndpointsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.WebhookEndpointList> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListWebhookEndpointsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Creates an endpoint; the reply is the only place its signing secret appears.
     * </pre>
     */
    public void createWebhookEndpoint(dev.responsa.v1.CreateWebhookEndpointRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.CreatedWebhookEndpoint> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateWebhookEndpointMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns one endpoint (never its secret).
     * </pre>
     */
    public void getWebhookEndpoint(dev.responsa.v1.GetWebhookEndpointRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.WebhookEndpoint> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetWebhookEndpointMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Changes an endpoint's URL, events or whether it is enabled.
     * </pre>
     */
    public void updateWebhookEndpoint(dev.responsa.v1.UpdateWebhookEndpointRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.WebhookEndpoint> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getUpdateWebhookEndpointMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Deletes an endpoint and its deliveries: nothing more is sent to it.
     * </pre>
     */
    public void deleteWebhookEndpoint(dev.responsa.v1.DeleteWebhookEndpointRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeletedWebhookEndpoint> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteWebhookEndpointMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Replaces the signing secret; the reply is the only place the new one appears.
     * </pre>
     */
    public void rotateWebhookEndpointSecret(dev.responsa.v1.RotateWebhookEndpointSecretRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.CreatedWebhookEndpoint> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getRotateWebhookEndpointSecretMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * The endpoint's newest deliveries, newest first.
     * </pre>
     */
    public void listWebhookDeliveries(dev.responsa.v1.ListWebhookDeliveriesRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.WebhookDeliveryList> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListWebhookDeliveriesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Queues a `webhook_endpoint.test` event for this endpoint.
     * </pre>
     */
    public void sendWebhookTestEvent(dev.responsa.v1.SendWebhookTestEventRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.WebhookDelivery> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getSendWebhookTestEventMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * WebhookEndpointsService is a Responsa extension: where a project's webhook events go
   * (docs/webhooks.md). OpenAI manages its endpoints in its dashboard; the shape is ours. Events
   * are OpenAI's `response.completed`, `response.failed`, `response.cancelled` and
   * `response.incomplete` for background responses, signed by the Standard Webhooks scheme so
   * that OpenAI's SDKs (`client.webhooks.unwrap`) verify them with the endpoint's secret.
   * Another project's endpoint id answers exactly like an unknown one.
   * </pre>
   */
  public static final class WebhookEndpointsServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<WebhookEndpointsServiceBlockingStub> {
    private WebhookEndpointsServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected WebhookEndpointsServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new WebhookEndpointsServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * Pages through the project's endpoints, oldest first by default.
     * </pre>
     */
    public dev.responsa.v1.WebhookEndpointList listWebhookEndpoints(dev.responsa.v1.ListWebhookEndpointsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListWebhookEndpointsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Creates an endpoint; the reply is the only place its signing secret appears.
     * </pre>
     */
    public dev.responsa.v1.CreatedWebhookEndpoint createWebhookEndpoint(dev.responsa.v1.CreateWebhookEndpointRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateWebhookEndpointMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns one endpoint (never its secret).
     * </pre>
     */
    public dev.responsa.v1.WebhookEndpoint getWebhookEndpoint(dev.responsa.v1.GetWebhookEndpointRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetWebhookEndpointMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Changes an endpoint's URL, events or whether it is enabled.
     * </pre>
     */
    public dev.responsa.v1.WebhookEndpoint updateWebhookEndpoint(dev.responsa.v1.UpdateWebhookEndpointRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getUpdateWebhookEndpointMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Deletes an endpoint and its deliveries: nothing more is sent to it.
     * </pre>
     */
    public dev.responsa.v1.DeletedWebhookEndpoint deleteWebhookEndpoint(dev.responsa.v1.DeleteWebhookEndpointRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteWebhookEndpointMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Replaces the signing secret; the reply is the only place the new one appears.
     * </pre>
     */
    public dev.responsa.v1.CreatedWebhookEndpoint rotateWebhookEndpointSecret(dev.responsa.v1.RotateWebhookEndpointSecretRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getRotateWebhookEndpointSecretMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * The endpoint's newest deliveries, newest first.
     * </pre>
     */
    public dev.responsa.v1.WebhookDeliveryList listWebhookDeliveries(dev.responsa.v1.ListWebhookDeliveriesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListWebhookDeliveriesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Queues a `webhook_endpoint.test` event for this endpoint.
     * </pre>
     */
    public dev.responsa.v1.WebhookDelivery sendWebhookTestEvent(dev.responsa.v1.SendWebhookTestEventRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getSendWebhookTestEventMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * WebhookEndpointsService is a Responsa extension: where a project's webhook events go
   * (docs/webhooks.md). OpenAI manages its endpoints in its dashboard; the shape is ours. Events
   * are OpenAI's `response.completed`, `response.failed`, `response.cancelled` and
   * `response.incomplete` for background responses, signed by the Standard Webhooks scheme so
   * that OpenAI's SDKs (`client.webhooks.unwrap`) verify them with the endpoint's secret.
   * Another project's endpoint id answers exactly like an unknown one.
   * </pre>
   */
  public static final class WebhookEndpointsServiceFutureStub extends io.grpc.stub.AbstractFutureStub<WebhookEndpointsServiceFutureStub> {
    private WebhookEndpointsServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected WebhookEndpointsServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new WebhookEndpointsServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * Pages through the project's endpoints, oldest first by default.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.WebhookEndpointList> listWebhookEndpoints(
        dev.responsa.v1.ListWebhookEndpointsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListWebhookEndpointsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Creates an endpoint; the reply is the only place its signing secret appears.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.CreatedWebhookEndpoint> createWebhookEndpoint(
        dev.responsa.v1.CreateWebhookEndpointRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateWebhookEndpointMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns one endpoint (never its secret).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.WebhookEndpoint> getWebhookEndpoint(
        dev.responsa.v1.GetWebhookEndpointRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetWebhookEndpointMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Changes an endpoint's URL, events or whether it is enabled.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.WebhookEndpoint> updateWebhookEndpoint(
        dev.responsa.v1.UpdateWebhookEndpointRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getUpdateWebhookEndpointMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Deletes an endpoint and its deliveries: nothing more is sent to it.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.DeletedWebhookEndpoint> deleteWebhookEndpoint(
        dev.responsa.v1.DeleteWebhookEndpointRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteWebhookEndpointMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Replaces the signing secret; the reply is the only place the new one appears.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.CreatedWebhookEndpoint> rotateWebhookEndpointSecret(
        dev.responsa.v1.RotateWebhookEndpointSecretRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getRotateWebhookEndpointSecretMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * The endpoint's newest deliveries, newest first.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.WebhookDeliveryList> listWebhookDeliveries(
        dev.responsa.v1.ListWebhookDeliveriesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListWebhookDeliveriesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Queues a `webhook_endpoint.test` event for this endpoint.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.WebhookDelivery> sendWebhookTestEvent(
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
    private final WebhookEndpointsServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(WebhookEndpointsServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_LIST_WEBHOOK_ENDPOINTS:
          serviceImpl.listWebhookEndpoints((dev.responsa.v1.ListWebhookEndpointsRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.WebhookEndpointList>) responseObserver);
          break;
        case METHODID_CREATE_WEBHOOK_ENDPOINT:
          serviceImpl.createWebhookEndpoint((dev.responsa.v1.CreateWebhookEndpointRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.CreatedWebhookEndpoint>) responseObserver);
          break;
        case METHODID_GET_WEBHOOK_ENDPOINT:
          serviceImpl.getWebhookEndpoint((dev.responsa.v1.GetWebhookEndpointRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.WebhookEndpoint>) responseObserver);
          break;
        case METHODID_UPDATE_WEBHOOK_ENDPOINT:
          serviceImpl.updateWebhookEndpoint((dev.responsa.v1.UpdateWebhookEndpointRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.WebhookEndpoint>) responseObserver);
          break;
        case METHODID_DELETE_WEBHOOK_ENDPOINT:
          serviceImpl.deleteWebhookEndpoint((dev.responsa.v1.DeleteWebhookEndpointRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.DeletedWebhookEndpoint>) responseObserver);
          break;
        case METHODID_ROTATE_WEBHOOK_ENDPOINT_SECRET:
          serviceImpl.rotateWebhookEndpointSecret((dev.responsa.v1.RotateWebhookEndpointSecretRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.CreatedWebhookEndpoint>) responseObserver);
          break;
        case METHODID_LIST_WEBHOOK_DELIVERIES:
          serviceImpl.listWebhookDeliveries((dev.responsa.v1.ListWebhookDeliveriesRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.WebhookDeliveryList>) responseObserver);
          break;
        case METHODID_SEND_WEBHOOK_TEST_EVENT:
          serviceImpl.sendWebhookTestEvent((dev.responsa.v1.SendWebhookTestEventRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.WebhookDelivery>) responseObserver);
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

  private static abstract class WebhookEndpointsServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    WebhookEndpointsServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.WebhookEndpointsProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("WebhookEndpointsService");
    }
  }

  private static final class WebhookEndpointsServiceFileDescriptorSupplier
      extends WebhookEndpointsServiceBaseDescriptorSupplier {
    WebhookEndpointsServiceFileDescriptorSupplier() {}
  }

  private static final class WebhookEndpointsServiceMethodDescriptorSupplier
      extends WebhookEndpointsServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    WebhookEndpointsServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (WebhookEndpointsServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new WebhookEndpointsServiceFileDescriptorSupplier())
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
