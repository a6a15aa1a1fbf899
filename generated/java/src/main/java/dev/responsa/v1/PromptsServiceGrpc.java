package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * PromptsService is a Responsa extension: a project's reusable prompt templates
 * (docs/prompts.md), which a create request names with `prompt: {id, version, variables}`.
 * OpenAI manages its prompts in its dashboard; the shape is ours. A template is instructions
 * and/or input messages with `{{variable}}` placeholders; its versions are numbered "1", "2", ...
 * and never change once made (an update makes the next one). Another project's prompt id
 * answers exactly like an unknown one.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/prompts.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class PromptsServiceGrpc {

  private PromptsServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.PromptsService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListPromptsRequest,
      dev.responsa.v1.PromptList> getListPromptsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListPrompts",
      requestType = dev.responsa.v1.ListPromptsRequest.class,
      responseType = dev.responsa.v1.PromptList.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListPromptsRequest,
      dev.responsa.v1.PromptList> getListPromptsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListPromptsRequest, dev.responsa.v1.PromptList> getListPromptsMethod;
    if ((getListPromptsMethod = PromptsServiceGrpc.getListPromptsMethod) == null) {
      synchronized (PromptsServiceGrpc.class) {
        if ((getListPromptsMethod = PromptsServiceGrpc.getListPromptsMethod) == null) {
          PromptsServiceGrpc.getListPromptsMethod = getListPromptsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListPromptsRequest, dev.responsa.v1.PromptList>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListPrompts"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListPromptsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.PromptList.getDefaultInstance()))
              .setSchemaDescriptor(new PromptsServiceMethodDescriptorSupplier("ListPrompts"))
              .build();
        }
      }
    }
    return getListPromptsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CreatePromptRequest,
      dev.responsa.v1.PromptObject> getCreatePromptMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreatePrompt",
      requestType = dev.responsa.v1.CreatePromptRequest.class,
      responseType = dev.responsa.v1.PromptObject.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CreatePromptRequest,
      dev.responsa.v1.PromptObject> getCreatePromptMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CreatePromptRequest, dev.responsa.v1.PromptObject> getCreatePromptMethod;
    if ((getCreatePromptMethod = PromptsServiceGrpc.getCreatePromptMethod) == null) {
      synchronized (PromptsServiceGrpc.class) {
        if ((getCreatePromptMethod = PromptsServiceGrpc.getCreatePromptMethod) == null) {
          PromptsServiceGrpc.getCreatePromptMethod = getCreatePromptMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CreatePromptRequest, dev.responsa.v1.PromptObject>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreatePrompt"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreatePromptRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.PromptObject.getDefaultInstance()))
              .setSchemaDescriptor(new PromptsServiceMethodDescriptorSupplier("CreatePrompt"))
              .build();
        }
      }
    }
    return getCreatePromptMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetPromptRequest,
      dev.responsa.v1.PromptObject> getGetPromptMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetPrompt",
      requestType = dev.responsa.v1.GetPromptRequest.class,
      responseType = dev.responsa.v1.PromptObject.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetPromptRequest,
      dev.responsa.v1.PromptObject> getGetPromptMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetPromptRequest, dev.responsa.v1.PromptObject> getGetPromptMethod;
    if ((getGetPromptMethod = PromptsServiceGrpc.getGetPromptMethod) == null) {
      synchronized (PromptsServiceGrpc.class) {
        if ((getGetPromptMethod = PromptsServiceGrpc.getGetPromptMethod) == null) {
          PromptsServiceGrpc.getGetPromptMethod = getGetPromptMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetPromptRequest, dev.responsa.v1.PromptObject>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetPrompt"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetPromptRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.PromptObject.getDefaultInstance()))
              .setSchemaDescriptor(new PromptsServiceMethodDescriptorSupplier("GetPrompt"))
              .build();
        }
      }
    }
    return getGetPromptMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.UpdatePromptRequest,
      dev.responsa.v1.PromptObject> getUpdatePromptMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "UpdatePrompt",
      requestType = dev.responsa.v1.UpdatePromptRequest.class,
      responseType = dev.responsa.v1.PromptObject.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.UpdatePromptRequest,
      dev.responsa.v1.PromptObject> getUpdatePromptMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.UpdatePromptRequest, dev.responsa.v1.PromptObject> getUpdatePromptMethod;
    if ((getUpdatePromptMethod = PromptsServiceGrpc.getUpdatePromptMethod) == null) {
      synchronized (PromptsServiceGrpc.class) {
        if ((getUpdatePromptMethod = PromptsServiceGrpc.getUpdatePromptMethod) == null) {
          PromptsServiceGrpc.getUpdatePromptMethod = getUpdatePromptMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.UpdatePromptRequest, dev.responsa.v1.PromptObject>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "UpdatePrompt"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.UpdatePromptRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.PromptObject.getDefaultInstance()))
              .setSchemaDescriptor(new PromptsServiceMethodDescriptorSupplier("UpdatePrompt"))
              .build();
        }
      }
    }
    return getUpdatePromptMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListPromptVersionsRequest,
      dev.responsa.v1.PromptList> getListPromptVersionsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListPromptVersions",
      requestType = dev.responsa.v1.ListPromptVersionsRequest.class,
      responseType = dev.responsa.v1.PromptList.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListPromptVersionsRequest,
      dev.responsa.v1.PromptList> getListPromptVersionsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListPromptVersionsRequest, dev.responsa.v1.PromptList> getListPromptVersionsMethod;
    if ((getListPromptVersionsMethod = PromptsServiceGrpc.getListPromptVersionsMethod) == null) {
      synchronized (PromptsServiceGrpc.class) {
        if ((getListPromptVersionsMethod = PromptsServiceGrpc.getListPromptVersionsMethod) == null) {
          PromptsServiceGrpc.getListPromptVersionsMethod = getListPromptVersionsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListPromptVersionsRequest, dev.responsa.v1.PromptList>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListPromptVersions"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListPromptVersionsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.PromptList.getDefaultInstance()))
              .setSchemaDescriptor(new PromptsServiceMethodDescriptorSupplier("ListPromptVersions"))
              .build();
        }
      }
    }
    return getListPromptVersionsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeletePromptRequest,
      dev.responsa.v1.DeletedPrompt> getDeletePromptMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeletePrompt",
      requestType = dev.responsa.v1.DeletePromptRequest.class,
      responseType = dev.responsa.v1.DeletedPrompt.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeletePromptRequest,
      dev.responsa.v1.DeletedPrompt> getDeletePromptMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeletePromptRequest, dev.responsa.v1.DeletedPrompt> getDeletePromptMethod;
    if ((getDeletePromptMethod = PromptsServiceGrpc.getDeletePromptMethod) == null) {
      synchronized (PromptsServiceGrpc.class) {
        if ((getDeletePromptMethod = PromptsServiceGrpc.getDeletePromptMethod) == null) {
          PromptsServiceGrpc.getDeletePromptMethod = getDeletePromptMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeletePromptRequest, dev.responsa.v1.DeletedPrompt>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeletePrompt"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeletePromptRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeletedPrompt.getDefaultInstance()))
              .setSchemaDescriptor(new PromptsServiceMethodDescriptorSupplier("DeletePrompt"))
              .build();
        }
      }
    }
    return getDeletePromptMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static PromptsServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<PromptsServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<PromptsServiceStub>() {
        @java.lang.Override
        public PromptsServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new PromptsServiceStub(channel, callOptions);
        }
      };
    return PromptsServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static PromptsServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<PromptsServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<PromptsServiceBlockingStub>() {
        @java.lang.Override
        public PromptsServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new PromptsServiceBlockingStub(channel, callOptions);
        }
      };
    return PromptsServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static PromptsServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<PromptsServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<PromptsServiceFutureStub>() {
        @java.lang.Override
        public PromptsServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new PromptsServiceFutureStub(channel, callOptions);
        }
      };
    return PromptsServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * PromptsService is a Responsa extension: a project's reusable prompt templates
   * (docs/prompts.md), which a create request names with `prompt: {id, version, variables}`.
   * OpenAI manages its prompts in its dashboard; the shape is ours. A template is instructions
   * and/or input messages with `{{variable}}` placeholders; its versions are numbered "1", "2", ...
   * and never change once made (an update makes the next one). Another project's prompt id
   * answers exactly like an unknown one.
   * </pre>
   */
  public static abstract class PromptsServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * Pages through the project's prompts (each at its newest version), oldest first by default.
     * </pre>
     */
    public void listPrompts(dev.responsa.v1.ListPromptsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.PromptList> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListPromptsMethod(), responseObserver);
    }

    /**
     * <pre>
     * Creates a prompt at version "1".
     * </pre>
     */
    public void createPrompt(dev.responsa.v1.CreatePromptRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.PromptObject> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreatePromptMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns one version of a prompt (the newest unless `version` is given).
     * </pre>
     */
    public void getPrompt(dev.responsa.v1.GetPromptRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.PromptObject> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetPromptMethod(), responseObserver);
    }

    /**
     * <pre>
     * Makes the next version: what the request sets, the rest carried over from the newest.
     * </pre>
     */
    public void updatePrompt(dev.responsa.v1.UpdatePromptRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.PromptObject> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getUpdatePromptMethod(), responseObserver);
    }

    /**
     * <pre>
     * Every version of a prompt, oldest first.
     * </pre>
     */
    public void listPromptVersions(dev.responsa.v1.ListPromptVersionsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.PromptList> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListPromptVersionsMethod(), responseObserver);
    }

    /**
     * <pre>
     * Deletes a prompt with all its versions.
     * </pre>
     */
    public void deletePrompt(dev.responsa.v1.DeletePromptRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeletedPrompt> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeletePromptMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getListPromptsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListPromptsRequest,
                dev.responsa.v1.PromptList>(
                  this, METHODID_LIST_PROMPTS)))
          .addMethod(
            getCreatePromptMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.CreatePromptRequest,
                dev.responsa.v1.PromptObject>(
                  this, METHODID_CREATE_PROMPT)))
          .addMethod(
            getGetPromptMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetPromptRequest,
                dev.responsa.v1.PromptObject>(
                  this, METHODID_GET_PROMPT)))
          .addMethod(
            getUpdatePromptMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.UpdatePromptRequest,
                dev.responsa.v1.PromptObject>(
                  this, METHODID_UPDATE_PROMPT)))
          .addMethod(
            getListPromptVersionsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListPromptVersionsRequest,
                dev.responsa.v1.PromptList>(
                  this, METHODID_LIST_PROMPT_VERSIONS)))
          .addMethod(
            getDeletePromptMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeletePromptRequest,
                dev.responsa.v1.DeletedPrompt>(
                  this, METHODID_DELETE_PROMPT)))
          .build();
    }
  }

  /**
   * <pre>
   * PromptsService is a Responsa extension: a project's reusable prompt templates
   * (docs/prompts.md), which a create request names with `prompt: {id, version, variables}`.
   * OpenAI manages its prompts in its dashboard; the shape is ours. A template is instructions
   * and/or input messages with `{{variable}}` placeholders; its versions are numbered "1", "2", ...
   * and never change once made (an update makes the next one). Another project's prompt id
   * answers exactly like an unknown one.
   * </pre>
   */
  public static final class PromptsServiceStub extends io.grpc.stub.AbstractAsyncStub<PromptsServiceStub> {
    private PromptsServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected PromptsServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new PromptsServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * Pages through the project's prompts (each at its newest version), oldest first by default.
     * </pre>
     */
    public void listPrompts(dev.responsa.v1.ListPromptsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.PromptList> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListPromptsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Creates a prompt at version "1".
     * </pre>
     */
    public void createPrompt(dev.responsa.v1.CreatePromptRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.PromptObject> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreatePromptMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns one version of a prompt (the newest unless `version` is given).
     * </pre>
     */
    public void getPrompt(dev.responsa.v1.GetPromptRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.PromptObject> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetPromptMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Makes the next version: what the request sets, the rest carried over from the newest.
     * </pre>
     */
    public void updatePrompt(dev.responsa.v1.UpdatePromptRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.PromptObject> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getUpdatePromptMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Every version of a prompt, oldest first.
     * </pre>
     */
    public void listPromptVersions(dev.responsa.v1.ListPromptVersionsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.PromptList> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListPromptVersionsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Deletes a prompt with all its versions.
     * </pre>
     */
    public void deletePrompt(dev.responsa.v1.DeletePromptRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeletedPrompt> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeletePromptMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * PromptsService is a Responsa extension: a project's reusable prompt templates
   * (docs/prompts.md), which a create request names with `prompt: {id, version, variables}`.
   * OpenAI manages its prompts in its dashboard; the shape is ours. A template is instructions
   * and/or input messages with `{{variable}}` placeholders; its versions are numbered "1", "2", ...
   * and never change once made (an update makes the next one). Another project's prompt id
   * answers exactly like an unknown one.
   * </pre>
   */
  public static final class PromptsServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<PromptsServiceBlockingStub> {
    private PromptsServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected PromptsServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new PromptsServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * Pages through the project's prompts (each at its newest version), oldest first by default.
     * </pre>
     */
    public dev.responsa.v1.PromptList listPrompts(dev.responsa.v1.ListPromptsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListPromptsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Creates a prompt at version "1".
     * </pre>
     */
    public dev.responsa.v1.PromptObject createPrompt(dev.responsa.v1.CreatePromptRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreatePromptMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns one version of a prompt (the newest unless `version` is given).
     * </pre>
     */
    public dev.responsa.v1.PromptObject getPrompt(dev.responsa.v1.GetPromptRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetPromptMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Makes the next version: what the request sets, the rest carried over from the newest.
     * </pre>
     */
    public dev.responsa.v1.PromptObject updatePrompt(dev.responsa.v1.UpdatePromptRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getUpdatePromptMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Every version of a prompt, oldest first.
     * </pre>
     */
    public dev.responsa.v1.PromptList listPromptVersions(dev.responsa.v1.ListPromptVersionsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListPromptVersionsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Deletes a prompt with all its versions.
     * </pre>
     */
    public dev.responsa.v1.DeletedPrompt deletePrompt(dev.responsa.v1.DeletePromptRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeletePromptMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * PromptsService is a Responsa extension: a project's reusable prompt templates
   * (docs/prompts.md), which a create request names with `prompt: {id, version, variables}`.
   * OpenAI manages its prompts in its dashboard; the shape is ours. A template is instructions
   * and/or input messages with `{{variable}}` placeholders; its versions are numbered "1", "2", ...
   * and never change once made (an update makes the next one). Another project's prompt id
   * answers exactly like an unknown one.
   * </pre>
   */
  public static final class PromptsServiceFutureStub extends io.grpc.stub.AbstractFutureStub<PromptsServiceFutureStub> {
    private PromptsServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected PromptsServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new PromptsServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * Pages through the project's prompts (each at its newest version), oldest first by default.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.PromptList> listPrompts(
        dev.responsa.v1.ListPromptsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListPromptsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Creates a prompt at version "1".
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.PromptObject> createPrompt(
        dev.responsa.v1.CreatePromptRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreatePromptMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns one version of a prompt (the newest unless `version` is given).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.PromptObject> getPrompt(
        dev.responsa.v1.GetPromptRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetPromptMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Makes the next version: what the request sets, the rest carried over from the newest.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.PromptObject> updatePrompt(
        dev.responsa.v1.UpdatePromptRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getUpdatePromptMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Every version of a prompt, oldest first.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.PromptList> listPromptVersions(
        dev.responsa.v1.ListPromptVersionsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListPromptVersionsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Deletes a prompt with all its versions.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.DeletedPrompt> deletePrompt(
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
    private final PromptsServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(PromptsServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_LIST_PROMPTS:
          serviceImpl.listPrompts((dev.responsa.v1.ListPromptsRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.PromptList>) responseObserver);
          break;
        case METHODID_CREATE_PROMPT:
          serviceImpl.createPrompt((dev.responsa.v1.CreatePromptRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.PromptObject>) responseObserver);
          break;
        case METHODID_GET_PROMPT:
          serviceImpl.getPrompt((dev.responsa.v1.GetPromptRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.PromptObject>) responseObserver);
          break;
        case METHODID_UPDATE_PROMPT:
          serviceImpl.updatePrompt((dev.responsa.v1.UpdatePromptRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.PromptObject>) responseObserver);
          break;
        case METHODID_LIST_PROMPT_VERSIONS:
          serviceImpl.listPromptVersions((dev.responsa.v1.ListPromptVersionsRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.PromptList>) responseObserver);
          break;
        case METHODID_DELETE_PROMPT:
          serviceImpl.deletePrompt((dev.responsa.v1.DeletePromptRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.DeletedPrompt>) responseObserver);
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

  private static abstract class PromptsServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    PromptsServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.PromptsProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("PromptsService");
    }
  }

  private static final class PromptsServiceFileDescriptorSupplier
      extends PromptsServiceBaseDescriptorSupplier {
    PromptsServiceFileDescriptorSupplier() {}
  }

  private static final class PromptsServiceMethodDescriptorSupplier
      extends PromptsServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    PromptsServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (PromptsServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new PromptsServiceFileDescriptorSupplier())
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
