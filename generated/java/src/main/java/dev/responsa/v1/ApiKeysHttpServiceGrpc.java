package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * ApiKeysHttpService is the REST surface of ApiKeysService, at OpenAI's Admin API paths.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/api_keys.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class ApiKeysHttpServiceGrpc {

  private ApiKeysHttpServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.ApiKeysHttpService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetCallerApiKeyRequest,
      com.google.api.HttpBody> getGetCallerApiKeyMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetCallerApiKey",
      requestType = dev.responsa.v1.GetCallerApiKeyRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetCallerApiKeyRequest,
      com.google.api.HttpBody> getGetCallerApiKeyMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetCallerApiKeyRequest, com.google.api.HttpBody> getGetCallerApiKeyMethod;
    if ((getGetCallerApiKeyMethod = ApiKeysHttpServiceGrpc.getGetCallerApiKeyMethod) == null) {
      synchronized (ApiKeysHttpServiceGrpc.class) {
        if ((getGetCallerApiKeyMethod = ApiKeysHttpServiceGrpc.getGetCallerApiKeyMethod) == null) {
          ApiKeysHttpServiceGrpc.getGetCallerApiKeyMethod = getGetCallerApiKeyMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetCallerApiKeyRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetCallerApiKey"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetCallerApiKeyRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ApiKeysHttpServiceMethodDescriptorSupplier("GetCallerApiKey"))
              .build();
        }
      }
    }
    return getGetCallerApiKeyMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListApiKeysRequest,
      com.google.api.HttpBody> getListApiKeysMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListApiKeys",
      requestType = dev.responsa.v1.ListApiKeysRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListApiKeysRequest,
      com.google.api.HttpBody> getListApiKeysMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListApiKeysRequest, com.google.api.HttpBody> getListApiKeysMethod;
    if ((getListApiKeysMethod = ApiKeysHttpServiceGrpc.getListApiKeysMethod) == null) {
      synchronized (ApiKeysHttpServiceGrpc.class) {
        if ((getListApiKeysMethod = ApiKeysHttpServiceGrpc.getListApiKeysMethod) == null) {
          ApiKeysHttpServiceGrpc.getListApiKeysMethod = getListApiKeysMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListApiKeysRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListApiKeys"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListApiKeysRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ApiKeysHttpServiceMethodDescriptorSupplier("ListApiKeys"))
              .build();
        }
      }
    }
    return getListApiKeysMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ApiKeyHttpBody,
      com.google.api.HttpBody> getCreateApiKeyMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateApiKey",
      requestType = dev.responsa.v1.ApiKeyHttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ApiKeyHttpBody,
      com.google.api.HttpBody> getCreateApiKeyMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ApiKeyHttpBody, com.google.api.HttpBody> getCreateApiKeyMethod;
    if ((getCreateApiKeyMethod = ApiKeysHttpServiceGrpc.getCreateApiKeyMethod) == null) {
      synchronized (ApiKeysHttpServiceGrpc.class) {
        if ((getCreateApiKeyMethod = ApiKeysHttpServiceGrpc.getCreateApiKeyMethod) == null) {
          ApiKeysHttpServiceGrpc.getCreateApiKeyMethod = getCreateApiKeyMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ApiKeyHttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateApiKey"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ApiKeyHttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ApiKeysHttpServiceMethodDescriptorSupplier("CreateApiKey"))
              .build();
        }
      }
    }
    return getCreateApiKeyMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetApiKeyRequest,
      com.google.api.HttpBody> getGetApiKeyMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetApiKey",
      requestType = dev.responsa.v1.GetApiKeyRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetApiKeyRequest,
      com.google.api.HttpBody> getGetApiKeyMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetApiKeyRequest, com.google.api.HttpBody> getGetApiKeyMethod;
    if ((getGetApiKeyMethod = ApiKeysHttpServiceGrpc.getGetApiKeyMethod) == null) {
      synchronized (ApiKeysHttpServiceGrpc.class) {
        if ((getGetApiKeyMethod = ApiKeysHttpServiceGrpc.getGetApiKeyMethod) == null) {
          ApiKeysHttpServiceGrpc.getGetApiKeyMethod = getGetApiKeyMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetApiKeyRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetApiKey"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetApiKeyRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ApiKeysHttpServiceMethodDescriptorSupplier("GetApiKey"))
              .build();
        }
      }
    }
    return getGetApiKeyMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteApiKeyRequest,
      com.google.api.HttpBody> getDeleteApiKeyMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteApiKey",
      requestType = dev.responsa.v1.DeleteApiKeyRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteApiKeyRequest,
      com.google.api.HttpBody> getDeleteApiKeyMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteApiKeyRequest, com.google.api.HttpBody> getDeleteApiKeyMethod;
    if ((getDeleteApiKeyMethod = ApiKeysHttpServiceGrpc.getDeleteApiKeyMethod) == null) {
      synchronized (ApiKeysHttpServiceGrpc.class) {
        if ((getDeleteApiKeyMethod = ApiKeysHttpServiceGrpc.getDeleteApiKeyMethod) == null) {
          ApiKeysHttpServiceGrpc.getDeleteApiKeyMethod = getDeleteApiKeyMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteApiKeyRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteApiKey"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteApiKeyRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ApiKeysHttpServiceMethodDescriptorSupplier("DeleteApiKey"))
              .build();
        }
      }
    }
    return getDeleteApiKeyMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static ApiKeysHttpServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ApiKeysHttpServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ApiKeysHttpServiceStub>() {
        @java.lang.Override
        public ApiKeysHttpServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ApiKeysHttpServiceStub(channel, callOptions);
        }
      };
    return ApiKeysHttpServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static ApiKeysHttpServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ApiKeysHttpServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ApiKeysHttpServiceBlockingStub>() {
        @java.lang.Override
        public ApiKeysHttpServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ApiKeysHttpServiceBlockingStub(channel, callOptions);
        }
      };
    return ApiKeysHttpServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static ApiKeysHttpServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ApiKeysHttpServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ApiKeysHttpServiceFutureStub>() {
        @java.lang.Override
        public ApiKeysHttpServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ApiKeysHttpServiceFutureStub(channel, callOptions);
        }
      };
    return ApiKeysHttpServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * ApiKeysHttpService is the REST surface of ApiKeysService, at OpenAI's Admin API paths.
   * </pre>
   */
  public static abstract class ApiKeysHttpServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * GET /v1/api_key: the key this call is made with.
     * </pre>
     */
    public void getCallerApiKey(dev.responsa.v1.GetCallerApiKeyRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetCallerApiKeyMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/organization/projects/{project_id}/api_keys.
     * </pre>
     */
    public void listApiKeys(dev.responsa.v1.ListApiKeysRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListApiKeysMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/organization/projects/{project_id}/api_keys (OpenAI makes project keys in its
     * dashboard; this is Responsa's own).
     * </pre>
     */
    public void createApiKey(dev.responsa.v1.ApiKeyHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateApiKeyMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/organization/projects/{project_id}/api_keys/{api_key_id}.
     * </pre>
     */
    public void getApiKey(dev.responsa.v1.GetApiKeyRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetApiKeyMethod(), responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/organization/projects/{project_id}/api_keys/{api_key_id}.
     * </pre>
     */
    public void deleteApiKey(dev.responsa.v1.DeleteApiKeyRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteApiKeyMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getGetCallerApiKeyMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetCallerApiKeyRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_CALLER_API_KEY)))
          .addMethod(
            getListApiKeysMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListApiKeysRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_API_KEYS)))
          .addMethod(
            getCreateApiKeyMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ApiKeyHttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_CREATE_API_KEY)))
          .addMethod(
            getGetApiKeyMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetApiKeyRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_API_KEY)))
          .addMethod(
            getDeleteApiKeyMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteApiKeyRequest,
                com.google.api.HttpBody>(
                  this, METHODID_DELETE_API_KEY)))
          .build();
    }
  }

  /**
   * <pre>
   * ApiKeysHttpService is the REST surface of ApiKeysService, at OpenAI's Admin API paths.
   * </pre>
   */
  public static final class ApiKeysHttpServiceStub extends io.grpc.stub.AbstractAsyncStub<ApiKeysHttpServiceStub> {
    private ApiKeysHttpServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ApiKeysHttpServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ApiKeysHttpServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/api_key: the key this call is made with.
     * </pre>
     */
    public void getCallerApiKey(dev.responsa.v1.GetCallerApiKeyRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetCallerApiKeyMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/organization/projects/{project_id}/api_keys.
     * </pre>
     */
    public void listApiKeys(dev.responsa.v1.ListApiKeysRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListApiKeysMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/organization/projects/{project_id}/api_keys (OpenAI makes project keys in its
     * dashboard; this is Responsa's own).
     * </pre>
     */
    public void createApiKey(dev.responsa.v1.ApiKeyHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateApiKeyMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/organization/projects/{project_id}/api_keys/{api_key_id}.
     * </pre>
     */
    public void getApiKey(dev.responsa.v1.GetApiKeyRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetApiKeyMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/organization/projects/{project_id}/api_keys/{api_key_id}.
     * </pre>
     */
    public void deleteApiKey(dev.responsa.v1.DeleteApiKeyRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteApiKeyMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * ApiKeysHttpService is the REST surface of ApiKeysService, at OpenAI's Admin API paths.
   * </pre>
   */
  public static final class ApiKeysHttpServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<ApiKeysHttpServiceBlockingStub> {
    private ApiKeysHttpServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ApiKeysHttpServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ApiKeysHttpServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/api_key: the key this call is made with.
     * </pre>
     */
    public com.google.api.HttpBody getCallerApiKey(dev.responsa.v1.GetCallerApiKeyRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetCallerApiKeyMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/organization/projects/{project_id}/api_keys.
     * </pre>
     */
    public com.google.api.HttpBody listApiKeys(dev.responsa.v1.ListApiKeysRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListApiKeysMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/organization/projects/{project_id}/api_keys (OpenAI makes project keys in its
     * dashboard; this is Responsa's own).
     * </pre>
     */
    public com.google.api.HttpBody createApiKey(dev.responsa.v1.ApiKeyHttpBody request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateApiKeyMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/organization/projects/{project_id}/api_keys/{api_key_id}.
     * </pre>
     */
    public com.google.api.HttpBody getApiKey(dev.responsa.v1.GetApiKeyRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetApiKeyMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * DELETE /v1/organization/projects/{project_id}/api_keys/{api_key_id}.
     * </pre>
     */
    public com.google.api.HttpBody deleteApiKey(dev.responsa.v1.DeleteApiKeyRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteApiKeyMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * ApiKeysHttpService is the REST surface of ApiKeysService, at OpenAI's Admin API paths.
   * </pre>
   */
  public static final class ApiKeysHttpServiceFutureStub extends io.grpc.stub.AbstractFutureStub<ApiKeysHttpServiceFutureStub> {
    private ApiKeysHttpServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ApiKeysHttpServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ApiKeysHttpServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/api_key: the key this call is made with.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getCallerApiKey(
        dev.responsa.v1.GetCallerApiKeyRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetCallerApiKeyMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/organization/projects/{project_id}/api_keys.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listApiKeys(
        dev.responsa.v1.ListApiKeysRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListApiKeysMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/organization/projects/{project_id}/api_keys (OpenAI makes project keys in its
     * dashboard; this is Responsa's own).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> createApiKey(
        dev.responsa.v1.ApiKeyHttpBody request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateApiKeyMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/organization/projects/{project_id}/api_keys/{api_key_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getApiKey(
        dev.responsa.v1.GetApiKeyRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetApiKeyMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * DELETE /v1/organization/projects/{project_id}/api_keys/{api_key_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> deleteApiKey(
        dev.responsa.v1.DeleteApiKeyRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteApiKeyMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_GET_CALLER_API_KEY = 0;
  private static final int METHODID_LIST_API_KEYS = 1;
  private static final int METHODID_CREATE_API_KEY = 2;
  private static final int METHODID_GET_API_KEY = 3;
  private static final int METHODID_DELETE_API_KEY = 4;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final ApiKeysHttpServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(ApiKeysHttpServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_GET_CALLER_API_KEY:
          serviceImpl.getCallerApiKey((dev.responsa.v1.GetCallerApiKeyRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_LIST_API_KEYS:
          serviceImpl.listApiKeys((dev.responsa.v1.ListApiKeysRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_CREATE_API_KEY:
          serviceImpl.createApiKey((dev.responsa.v1.ApiKeyHttpBody) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_API_KEY:
          serviceImpl.getApiKey((dev.responsa.v1.GetApiKeyRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_DELETE_API_KEY:
          serviceImpl.deleteApiKey((dev.responsa.v1.DeleteApiKeyRequest) request,
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

  private static abstract class ApiKeysHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    ApiKeysHttpServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.ApiKeysProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("ApiKeysHttpService");
    }
  }

  private static final class ApiKeysHttpServiceFileDescriptorSupplier
      extends ApiKeysHttpServiceBaseDescriptorSupplier {
    ApiKeysHttpServiceFileDescriptorSupplier() {}
  }

  private static final class ApiKeysHttpServiceMethodDescriptorSupplier
      extends ApiKeysHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    ApiKeysHttpServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (ApiKeysHttpServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new ApiKeysHttpServiceFileDescriptorSupplier())
              .addMethod(getGetCallerApiKeyMethod())
              .addMethod(getListApiKeysMethod())
              .addMethod(getCreateApiKeyMethod())
              .addMethod(getGetApiKeyMethod())
              .addMethod(getDeleteApiKeyMethod())
              .build();
        }
      }
    }
    return result;
  }
}
