package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * PromptsHttpService is the REST surface of PromptsService.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/prompts.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class PromptsHttpServiceGrpc {

  private PromptsHttpServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.PromptsHttpService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListPromptsRequest,
      com.google.api.HttpBody> getListPromptsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListPrompts",
      requestType = dev.responsa.v1.ListPromptsRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListPromptsRequest,
      com.google.api.HttpBody> getListPromptsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListPromptsRequest, com.google.api.HttpBody> getListPromptsMethod;
    if ((getListPromptsMethod = PromptsHttpServiceGrpc.getListPromptsMethod) == null) {
      synchronized (PromptsHttpServiceGrpc.class) {
        if ((getListPromptsMethod = PromptsHttpServiceGrpc.getListPromptsMethod) == null) {
          PromptsHttpServiceGrpc.getListPromptsMethod = getListPromptsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListPromptsRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListPrompts"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListPromptsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new PromptsHttpServiceMethodDescriptorSupplier("ListPrompts"))
              .build();
        }
      }
    }
    return getListPromptsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.PromptHttpBody,
      com.google.api.HttpBody> getCreatePromptMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreatePrompt",
      requestType = dev.responsa.v1.PromptHttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.PromptHttpBody,
      com.google.api.HttpBody> getCreatePromptMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.PromptHttpBody, com.google.api.HttpBody> getCreatePromptMethod;
    if ((getCreatePromptMethod = PromptsHttpServiceGrpc.getCreatePromptMethod) == null) {
      synchronized (PromptsHttpServiceGrpc.class) {
        if ((getCreatePromptMethod = PromptsHttpServiceGrpc.getCreatePromptMethod) == null) {
          PromptsHttpServiceGrpc.getCreatePromptMethod = getCreatePromptMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.PromptHttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreatePrompt"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.PromptHttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new PromptsHttpServiceMethodDescriptorSupplier("CreatePrompt"))
              .build();
        }
      }
    }
    return getCreatePromptMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetPromptRequest,
      com.google.api.HttpBody> getGetPromptMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetPrompt",
      requestType = dev.responsa.v1.GetPromptRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetPromptRequest,
      com.google.api.HttpBody> getGetPromptMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetPromptRequest, com.google.api.HttpBody> getGetPromptMethod;
    if ((getGetPromptMethod = PromptsHttpServiceGrpc.getGetPromptMethod) == null) {
      synchronized (PromptsHttpServiceGrpc.class) {
        if ((getGetPromptMethod = PromptsHttpServiceGrpc.getGetPromptMethod) == null) {
          PromptsHttpServiceGrpc.getGetPromptMethod = getGetPromptMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetPromptRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetPrompt"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetPromptRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new PromptsHttpServiceMethodDescriptorSupplier("GetPrompt"))
              .build();
        }
      }
    }
    return getGetPromptMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.PromptHttpBody,
      com.google.api.HttpBody> getUpdatePromptMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "UpdatePrompt",
      requestType = dev.responsa.v1.PromptHttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.PromptHttpBody,
      com.google.api.HttpBody> getUpdatePromptMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.PromptHttpBody, com.google.api.HttpBody> getUpdatePromptMethod;
    if ((getUpdatePromptMethod = PromptsHttpServiceGrpc.getUpdatePromptMethod) == null) {
      synchronized (PromptsHttpServiceGrpc.class) {
        if ((getUpdatePromptMethod = PromptsHttpServiceGrpc.getUpdatePromptMethod) == null) {
          PromptsHttpServiceGrpc.getUpdatePromptMethod = getUpdatePromptMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.PromptHttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "UpdatePrompt"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.PromptHttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new PromptsHttpServiceMethodDescriptorSupplier("UpdatePrompt"))
              .build();
        }
      }
    }
    return getUpdatePromptMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListPromptVersionsRequest,
      com.google.api.HttpBody> getListPromptVersionsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListPromptVersions",
      requestType = dev.responsa.v1.ListPromptVersionsRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListPromptVersionsRequest,
      com.google.api.HttpBody> getListPromptVersionsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListPromptVersionsRequest, com.google.api.HttpBody> getListPromptVersionsMethod;
    if ((getListPromptVersionsMethod = PromptsHttpServiceGrpc.getListPromptVersionsMethod) == null) {
      synchronized (PromptsHttpServiceGrpc.class) {
        if ((getListPromptVersionsMethod = PromptsHttpServiceGrpc.getListPromptVersionsMethod) == null) {
          PromptsHttpServiceGrpc.getListPromptVersionsMethod = getListPromptVersionsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListPromptVersionsRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListPromptVersions"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListPromptVersionsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new PromptsHttpServiceMethodDescriptorSupplier("ListPromptVersions"))
              .build();
        }
      }
    }
    return getListPromptVersionsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeletePromptRequest,
      com.google.api.HttpBody> getDeletePromptMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeletePrompt",
      requestType = dev.responsa.v1.DeletePromptRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeletePromptRequest,
      com.google.api.HttpBody> getDeletePromptMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeletePromptRequest, com.google.api.HttpBody> getDeletePromptMethod;
    if ((getDeletePromptMethod = PromptsHttpServiceGrpc.getDeletePromptMethod) == null) {
      synchronized (PromptsHttpServiceGrpc.class) {
        if ((getDeletePromptMethod = PromptsHttpServiceGrpc.getDeletePromptMethod) == null) {
          PromptsHttpServiceGrpc.getDeletePromptMethod = getDeletePromptMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeletePromptRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeletePrompt"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeletePromptRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new PromptsHttpServiceMethodDescriptorSupplier("DeletePrompt"))
              .build();
        }
      }
    }
    return getDeletePromptMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static PromptsHttpServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<PromptsHttpServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<PromptsHttpServiceStub>() {
        @java.lang.Override
        public PromptsHttpServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new PromptsHttpServiceStub(channel, callOptions);
        }
      };
    return PromptsHttpServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static PromptsHttpServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<PromptsHttpServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<PromptsHttpServiceBlockingStub>() {
        @java.lang.Override
        public PromptsHttpServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new PromptsHttpServiceBlockingStub(channel, callOptions);
        }
      };
    return PromptsHttpServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static PromptsHttpServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<PromptsHttpServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<PromptsHttpServiceFutureStub>() {
        @java.lang.Override
        public PromptsHttpServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new PromptsHttpServiceFutureStub(channel, callOptions);
        }
      };
    return PromptsHttpServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * PromptsHttpService is the REST surface of PromptsService.
   * </pre>
   */
  public static abstract class PromptsHttpServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * GET /v1/prompts.
     * </pre>
     */
    public void listPrompts(dev.responsa.v1.ListPromptsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListPromptsMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/prompts with {"name"?, "instructions"?, "input"?}.
     * </pre>
     */
    public void createPrompt(dev.responsa.v1.PromptHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreatePromptMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/prompts/{prompt_id}?version=N.
     * </pre>
     */
    public void getPrompt(dev.responsa.v1.GetPromptRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetPromptMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/prompts/{prompt_id} with any of {"name", "instructions", "input"}: a new version.
     * </pre>
     */
    public void updatePrompt(dev.responsa.v1.PromptHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getUpdatePromptMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/prompts/{prompt_id}/versions.
     * </pre>
     */
    public void listPromptVersions(dev.responsa.v1.ListPromptVersionsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListPromptVersionsMethod(), responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/prompts/{prompt_id}.
     * </pre>
     */
    public void deletePrompt(dev.responsa.v1.DeletePromptRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeletePromptMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getListPromptsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListPromptsRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_PROMPTS)))
          .addMethod(
            getCreatePromptMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.PromptHttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_CREATE_PROMPT)))
          .addMethod(
            getGetPromptMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetPromptRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_PROMPT)))
          .addMethod(
            getUpdatePromptMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.PromptHttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_UPDATE_PROMPT)))
          .addMethod(
            getListPromptVersionsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListPromptVersionsRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_PROMPT_VERSIONS)))
          .addMethod(
            getDeletePromptMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeletePromptRequest,
                com.google.api.HttpBody>(
                  this, METHODID_DELETE_PROMPT)))
          .build();
    }
  }

  /**
   * <pre>
   * PromptsHttpService is the REST surface of PromptsService.
   * </pre>
   */
  public static final class PromptsHttpServiceStub extends io.grpc.stub.AbstractAsyncStub<PromptsHttpServiceStub> {
    private PromptsHttpServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected PromptsHttpServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new PromptsHttpServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/prompts.
     * </pre>
     */
    public void listPrompts(dev.responsa.v1.ListPromptsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListPromptsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/prompts with {"name"?, "instructions"?, "input"?}.
     * </pre>
     */
    public void createPrompt(dev.responsa.v1.PromptHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreatePromptMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/prompts/{prompt_id}?version=N.
     * </pre>
     */
    public void getPrompt(dev.responsa.v1.GetPromptRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetPromptMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/prompts/{prompt_id} with any of {"name", "instructions", "input"}: a new version.
     * </pre>
     */
    public void updatePrompt(dev.responsa.v1.PromptHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getUpdatePromptMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/prompts/{prompt_id}/versions.
     * </pre>
     */
    public void listPromptVersions(dev.responsa.v1.ListPromptVersionsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListPromptVersionsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/prompts/{prompt_id}.
     * </pre>
     */
    public void deletePrompt(dev.responsa.v1.DeletePromptRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeletePromptMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * PromptsHttpService is the REST surface of PromptsService.
   * </pre>
   */
  public static final class PromptsHttpServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<PromptsHttpServiceBlockingStub> {
    private PromptsHttpServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected PromptsHttpServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new PromptsHttpServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/prompts.
     * </pre>
     */
    public com.google.api.HttpBody listPrompts(dev.responsa.v1.ListPromptsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListPromptsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/prompts with {"name"?, "instructions"?, "input"?}.
     * </pre>
     */
    public com.google.api.HttpBody createPrompt(dev.responsa.v1.PromptHttpBody request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreatePromptMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/prompts/{prompt_id}?version=N.
     * </pre>
     */
    public com.google.api.HttpBody getPrompt(dev.responsa.v1.GetPromptRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetPromptMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/prompts/{prompt_id} with any of {"name", "instructions", "input"}: a new version.
     * </pre>
     */
    public com.google.api.HttpBody updatePrompt(dev.responsa.v1.PromptHttpBody request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getUpdatePromptMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/prompts/{prompt_id}/versions.
     * </pre>
     */
    public com.google.api.HttpBody listPromptVersions(dev.responsa.v1.ListPromptVersionsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListPromptVersionsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * DELETE /v1/prompts/{prompt_id}.
     * </pre>
     */
    public com.google.api.HttpBody deletePrompt(dev.responsa.v1.DeletePromptRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeletePromptMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * PromptsHttpService is the REST surface of PromptsService.
   * </pre>
   */
  public static final class PromptsHttpServiceFutureStub extends io.grpc.stub.AbstractFutureStub<PromptsHttpServiceFutureStub> {
    private PromptsHttpServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected PromptsHttpServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new PromptsHttpServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/prompts.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listPrompts(
        dev.responsa.v1.ListPromptsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListPromptsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/prompts with {"name"?, "instructions"?, "input"?}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> createPrompt(
        dev.responsa.v1.PromptHttpBody request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreatePromptMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/prompts/{prompt_id}?version=N.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getPrompt(
        dev.responsa.v1.GetPromptRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetPromptMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/prompts/{prompt_id} with any of {"name", "instructions", "input"}: a new version.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> updatePrompt(
        dev.responsa.v1.PromptHttpBody request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getUpdatePromptMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/prompts/{prompt_id}/versions.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listPromptVersions(
        dev.responsa.v1.ListPromptVersionsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListPromptVersionsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * DELETE /v1/prompts/{prompt_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> deletePrompt(
        dev.responsa.v1.DeletePromptRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeletePromptMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_LIST_PROMPTS = 0;
  private static final int METHODID_CREATE_PROMPT = 1;
  private static final int METHODID_GET_PROMPT = 2;
  private static final int METHODID_UPDATE_PROMPT = 3;
  private static final int METHODID_LIST_PROMPT_VERSIONS = 4;
  private static final int METHODID_DELETE_PROMPT = 5;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final PromptsHttpServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(PromptsHttpServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_LIST_PROMPTS:
          serviceImpl.listPrompts((dev.responsa.v1.ListPromptsRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_CREATE_PROMPT:
          serviceImpl.createPrompt((dev.responsa.v1.PromptHttpBody) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_PROMPT:
          serviceImpl.getPrompt((dev.responsa.v1.GetPromptRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_UPDATE_PROMPT:
          serviceImpl.updatePrompt((dev.responsa.v1.PromptHttpBody) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_LIST_PROMPT_VERSIONS:
          serviceImpl.listPromptVersions((dev.responsa.v1.ListPromptVersionsRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_DELETE_PROMPT:
          serviceImpl.deletePrompt((dev.responsa.v1.DeletePromptRequest) request,
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

  private static abstract class PromptsHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    PromptsHttpServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.PromptsProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("PromptsHttpService");
    }
  }

  private static final class PromptsHttpServiceFileDescriptorSupplier
      extends PromptsHttpServiceBaseDescriptorSupplier {
    PromptsHttpServiceFileDescriptorSupplier() {}
  }

  private static final class PromptsHttpServiceMethodDescriptorSupplier
      extends PromptsHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    PromptsHttpServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (PromptsHttpServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new PromptsHttpServiceFileDescriptorSupplier())
              .addMethod(getListPromptsMethod())
              .addMethod(getCreatePromptMethod())
              .addMethod(getGetPromptMethod())
              .addMethod(getUpdatePromptMethod())
              .addMethod(getListPromptVersionsMethod())
              .addMethod(getDeletePromptMethod())
              .build();
        }
      }
    }
    return result;
  }
}
