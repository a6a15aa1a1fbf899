package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * ApiKeysService is a Responsa extension: a project's API keys managed by an admin key of that
 * project (RESPONSA_AUTH=keys), shaped like OpenAI's Admin API for project API keys. Another
 * project's key id is as unknown as a made-up one; a key that is not an admin's gets a 403.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/api_keys.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class ApiKeysServiceGrpc {

  private ApiKeysServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.ApiKeysService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetCallerApiKeyRequest,
      dev.responsa.v1.ApiKey> getGetCallerApiKeyMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetCallerApiKey",
      requestType = dev.responsa.v1.GetCallerApiKeyRequest.class,
      responseType = dev.responsa.v1.ApiKey.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetCallerApiKeyRequest,
      dev.responsa.v1.ApiKey> getGetCallerApiKeyMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetCallerApiKeyRequest, dev.responsa.v1.ApiKey> getGetCallerApiKeyMethod;
    if ((getGetCallerApiKeyMethod = ApiKeysServiceGrpc.getGetCallerApiKeyMethod) == null) {
      synchronized (ApiKeysServiceGrpc.class) {
        if ((getGetCallerApiKeyMethod = ApiKeysServiceGrpc.getGetCallerApiKeyMethod) == null) {
          ApiKeysServiceGrpc.getGetCallerApiKeyMethod = getGetCallerApiKeyMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetCallerApiKeyRequest, dev.responsa.v1.ApiKey>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetCallerApiKey"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetCallerApiKeyRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ApiKey.getDefaultInstance()))
              .setSchemaDescriptor(new ApiKeysServiceMethodDescriptorSupplier("GetCallerApiKey"))
              .build();
        }
      }
    }
    return getGetCallerApiKeyMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListApiKeysRequest,
      dev.responsa.v1.ApiKeyList> getListApiKeysMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListApiKeys",
      requestType = dev.responsa.v1.ListApiKeysRequest.class,
      responseType = dev.responsa.v1.ApiKeyList.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListApiKeysRequest,
      dev.responsa.v1.ApiKeyList> getListApiKeysMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListApiKeysRequest, dev.responsa.v1.ApiKeyList> getListApiKeysMethod;
    if ((getListApiKeysMethod = ApiKeysServiceGrpc.getListApiKeysMethod) == null) {
      synchronized (ApiKeysServiceGrpc.class) {
        if ((getListApiKeysMethod = ApiKeysServiceGrpc.getListApiKeysMethod) == null) {
          ApiKeysServiceGrpc.getListApiKeysMethod = getListApiKeysMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListApiKeysRequest, dev.responsa.v1.ApiKeyList>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListApiKeys"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListApiKeysRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ApiKeyList.getDefaultInstance()))
              .setSchemaDescriptor(new ApiKeysServiceMethodDescriptorSupplier("ListApiKeys"))
              .build();
        }
      }
    }
    return getListApiKeysMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CreateApiKeyRequest,
      dev.responsa.v1.CreatedApiKey> getCreateApiKeyMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateApiKey",
      requestType = dev.responsa.v1.CreateApiKeyRequest.class,
      responseType = dev.responsa.v1.CreatedApiKey.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CreateApiKeyRequest,
      dev.responsa.v1.CreatedApiKey> getCreateApiKeyMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CreateApiKeyRequest, dev.responsa.v1.CreatedApiKey> getCreateApiKeyMethod;
    if ((getCreateApiKeyMethod = ApiKeysServiceGrpc.getCreateApiKeyMethod) == null) {
      synchronized (ApiKeysServiceGrpc.class) {
        if ((getCreateApiKeyMethod = ApiKeysServiceGrpc.getCreateApiKeyMethod) == null) {
          ApiKeysServiceGrpc.getCreateApiKeyMethod = getCreateApiKeyMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CreateApiKeyRequest, dev.responsa.v1.CreatedApiKey>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateApiKey"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreateApiKeyRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreatedApiKey.getDefaultInstance()))
              .setSchemaDescriptor(new ApiKeysServiceMethodDescriptorSupplier("CreateApiKey"))
              .build();
        }
      }
    }
    return getCreateApiKeyMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetApiKeyRequest,
      dev.responsa.v1.ApiKey> getGetApiKeyMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetApiKey",
      requestType = dev.responsa.v1.GetApiKeyRequest.class,
      responseType = dev.responsa.v1.ApiKey.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetApiKeyRequest,
      dev.responsa.v1.ApiKey> getGetApiKeyMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetApiKeyRequest, dev.responsa.v1.ApiKey> getGetApiKeyMethod;
    if ((getGetApiKeyMethod = ApiKeysServiceGrpc.getGetApiKeyMethod) == null) {
      synchronized (ApiKeysServiceGrpc.class) {
        if ((getGetApiKeyMethod = ApiKeysServiceGrpc.getGetApiKeyMethod) == null) {
          ApiKeysServiceGrpc.getGetApiKeyMethod = getGetApiKeyMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetApiKeyRequest, dev.responsa.v1.ApiKey>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetApiKey"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetApiKeyRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ApiKey.getDefaultInstance()))
              .setSchemaDescriptor(new ApiKeysServiceMethodDescriptorSupplier("GetApiKey"))
              .build();
        }
      }
    }
    return getGetApiKeyMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteApiKeyRequest,
      dev.responsa.v1.DeleteApiKeyResponse> getDeleteApiKeyMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteApiKey",
      requestType = dev.responsa.v1.DeleteApiKeyRequest.class,
      responseType = dev.responsa.v1.DeleteApiKeyResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteApiKeyRequest,
      dev.responsa.v1.DeleteApiKeyResponse> getDeleteApiKeyMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteApiKeyRequest, dev.responsa.v1.DeleteApiKeyResponse> getDeleteApiKeyMethod;
    if ((getDeleteApiKeyMethod = ApiKeysServiceGrpc.getDeleteApiKeyMethod) == null) {
      synchronized (ApiKeysServiceGrpc.class) {
        if ((getDeleteApiKeyMethod = ApiKeysServiceGrpc.getDeleteApiKeyMethod) == null) {
          ApiKeysServiceGrpc.getDeleteApiKeyMethod = getDeleteApiKeyMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteApiKeyRequest, dev.responsa.v1.DeleteApiKeyResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteApiKey"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteApiKeyRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteApiKeyResponse.getDefaultInstance()))
              .setSchemaDescriptor(new ApiKeysServiceMethodDescriptorSupplier("DeleteApiKey"))
              .build();
        }
      }
    }
    return getDeleteApiKeyMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static ApiKeysServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ApiKeysServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ApiKeysServiceStub>() {
        @java.lang.Override
        public ApiKeysServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ApiKeysServiceStub(channel, callOptions);
        }
      };
    return ApiKeysServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static ApiKeysServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ApiKeysServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ApiKeysServiceBlockingStub>() {
        @java.lang.Override
        public ApiKeysServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ApiKeysServiceBlockingStub(channel, callOptions);
        }
      };
    return ApiKeysServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static ApiKeysServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ApiKeysServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ApiKeysServiceFutureStub>() {
        @java.lang.Override
        public ApiKeysServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ApiKeysServiceFutureStub(channel, callOptions);
        }
      };
    return ApiKeysServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * ApiKeysService is a Responsa extension: a project's API keys managed by an admin key of that
   * project (RESPONSA_AUTH=keys), shaped like OpenAI's Admin API for project API keys. Another
   * project's key id is as unknown as a made-up one; a key that is not an admin's gets a 403.
   * </pre>
   */
  public static abstract class ApiKeysServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * The key this call is made with (admin or not); a 404 when calls carry no key.
     * </pre>
     */
    public void getCallerApiKey(dev.responsa.v1.GetCallerApiKeyRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ApiKey> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetCallerApiKeyMethod(), responseObserver);
    }

    /**
     * <pre>
     * Pages through the project's active keys, oldest first by default.
     * </pre>
     */
    public void listApiKeys(dev.responsa.v1.ListApiKeysRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ApiKeyList> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListApiKeysMethod(), responseObserver);
    }

    /**
     * <pre>
     * Creates a key; the reply is the only place its secret appears.
     * </pre>
     */
    public void createApiKey(dev.responsa.v1.CreateApiKeyRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.CreatedApiKey> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateApiKeyMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns one of the project's active keys.
     * </pre>
     */
    public void getApiKey(dev.responsa.v1.GetApiKeyRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ApiKey> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetApiKeyMethod(), responseObserver);
    }

    /**
     * <pre>
     * Revokes a key: its next call gets a 401.
     * </pre>
     */
    public void deleteApiKey(dev.responsa.v1.DeleteApiKeyRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteApiKeyResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteApiKeyMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getGetCallerApiKeyMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetCallerApiKeyRequest,
                dev.responsa.v1.ApiKey>(
                  this, METHODID_GET_CALLER_API_KEY)))
          .addMethod(
            getListApiKeysMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListApiKeysRequest,
                dev.responsa.v1.ApiKeyList>(
                  this, METHODID_LIST_API_KEYS)))
          .addMethod(
            getCreateApiKeyMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.CreateApiKeyRequest,
                dev.responsa.v1.CreatedApiKey>(
                  this, METHODID_CREATE_API_KEY)))
          .addMethod(
            getGetApiKeyMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetApiKeyRequest,
                dev.responsa.v1.ApiKey>(
                  this, METHODID_GET_API_KEY)))
          .addMethod(
            getDeleteApiKeyMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteApiKeyRequest,
                dev.responsa.v1.DeleteApiKeyResponse>(
                  this, METHODID_DELETE_API_KEY)))
          .build();
    }
  }

  /**
   * <pre>
   * ApiKeysService is a Responsa extension: a project's API keys managed by an admin key of that
   * project (RESPONSA_AUTH=keys), shaped like OpenAI's Admin API for project API keys. Another
   * project's key id is as unknown as a made-up one; a key that is not an admin's gets a 403.
   * </pre>
   */
  public static final class ApiKeysServiceStub extends io.grpc.stub.AbstractAsyncStub<ApiKeysServiceStub> {
    private ApiKeysServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ApiKeysServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ApiKeysServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * The key this call is made with (admin or not); a 404 when calls carry no key.
     * </pre>
     */
    public void getCallerApiKey(dev.responsa.v1.GetCallerApiKeyRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ApiKey> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetCallerApiKeyMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Pages through the project's active keys, oldest first by default.
     * </pre>
     */
    public void listApiKeys(dev.responsa.v1.ListApiKeysRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ApiKeyList> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListApiKeysMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Creates a key; the reply is the only place its secret appears.
     * </pre>
     */
    public void createApiKey(dev.responsa.v1.CreateApiKeyRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.CreatedApiKey> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateApiKeyMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns one of the project's active keys.
     * </pre>
     */
    public void getApiKey(dev.responsa.v1.GetApiKeyRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ApiKey> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetApiKeyMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Revokes a key: its next call gets a 401.
     * </pre>
     */
    public void deleteApiKey(dev.responsa.v1.DeleteApiKeyRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteApiKeyResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteApiKeyMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * ApiKeysService is a Responsa extension: a project's API keys managed by an admin key of that
   * project (RESPONSA_AUTH=keys), shaped like OpenAI's Admin API for project API keys. Another
   * project's key id is as unknown as a made-up one; a key that is not an admin's gets a 403.
   * </pre>
   */
  public static final class ApiKeysServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<ApiKeysServiceBlockingStub> {
    private ApiKeysServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ApiKeysServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ApiKeysServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * The key this call is made with (admin or not); a 404 when calls carry no key.
     * </pre>
     */
    public dev.responsa.v1.ApiKey getCallerApiKey(dev.responsa.v1.GetCallerApiKeyRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetCallerApiKeyMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Pages through the project's active keys, oldest first by default.
     * </pre>
     */
    public dev.responsa.v1.ApiKeyList listApiKeys(dev.responsa.v1.ListApiKeysRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListApiKeysMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Creates a key; the reply is the only place its secret appears.
     * </pre>
     */
    public dev.responsa.v1.CreatedApiKey createApiKey(dev.responsa.v1.CreateApiKeyRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateApiKeyMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns one of the project's active keys.
     * </pre>
     */
    public dev.responsa.v1.ApiKey getApiKey(dev.responsa.v1.GetApiKeyRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetApiKeyMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Revokes a key: its next call gets a 401.
     * </pre>
     */
    public dev.responsa.v1.DeleteApiKeyResponse deleteApiKey(dev.responsa.v1.DeleteApiKeyRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteApiKeyMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * ApiKeysService is a Responsa extension: a project's API keys managed by an admin key of that
   * project (RESPONSA_AUTH=keys), shaped like OpenAI's Admin API for project API keys. Another
   * project's key id is as unknown as a made-up one; a key that is not an admin's gets a 403.
   * </pre>
   */
  public static final class ApiKeysServiceFutureStub extends io.grpc.stub.AbstractFutureStub<ApiKeysServiceFutureStub> {
    private ApiKeysServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ApiKeysServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ApiKeysServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * The key this call is made with (admin or not); a 404 when calls carry no key.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ApiKey> getCallerApiKey(
        dev.responsa.v1.GetCallerApiKeyRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetCallerApiKeyMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Pages through the project's active keys, oldest first by default.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ApiKeyList> listApiKeys(
        dev.responsa.v1.ListApiKeysRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListApiKeysMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Creates a key; the reply is the only place its secret appears.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.CreatedApiKey> createApiKey(
        dev.responsa.v1.CreateApiKeyRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateApiKeyMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns one of the project's active keys.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ApiKey> getApiKey(
        dev.responsa.v1.GetApiKeyRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetApiKeyMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Revokes a key: its next call gets a 401.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.DeleteApiKeyResponse> deleteApiKey(
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
    private final ApiKeysServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(ApiKeysServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_GET_CALLER_API_KEY:
          serviceImpl.getCallerApiKey((dev.responsa.v1.GetCallerApiKeyRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ApiKey>) responseObserver);
          break;
        case METHODID_LIST_API_KEYS:
          serviceImpl.listApiKeys((dev.responsa.v1.ListApiKeysRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ApiKeyList>) responseObserver);
          break;
        case METHODID_CREATE_API_KEY:
          serviceImpl.createApiKey((dev.responsa.v1.CreateApiKeyRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.CreatedApiKey>) responseObserver);
          break;
        case METHODID_GET_API_KEY:
          serviceImpl.getApiKey((dev.responsa.v1.GetApiKeyRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ApiKey>) responseObserver);
          break;
        case METHODID_DELETE_API_KEY:
          serviceImpl.deleteApiKey((dev.responsa.v1.DeleteApiKeyRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteApiKeyResponse>) responseObserver);
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

  private static abstract class ApiKeysServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    ApiKeysServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.ApiKeysProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("ApiKeysService");
    }
  }

  private static final class ApiKeysServiceFileDescriptorSupplier
      extends ApiKeysServiceBaseDescriptorSupplier {
    ApiKeysServiceFileDescriptorSupplier() {}
  }

  private static final class ApiKeysServiceMethodDescriptorSupplier
      extends ApiKeysServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    ApiKeysServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (ApiKeysServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new ApiKeysServiceFileDescriptorSupplier())
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
