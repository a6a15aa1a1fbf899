package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * FilesHttpService is the OpenAI REST surface of the Files API over the same implementation.
 * POST /v1/files takes the raw multipart/form-data body: Envoy's transcoder hands an HttpBody
 * request the body bytes unchanged and the request's Content-Type (with its boundary).
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/files.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class FilesHttpServiceGrpc {

  private FilesHttpServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.FilesHttpService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<com.google.api.HttpBody,
      com.google.api.HttpBody> getCreateFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateFile",
      requestType = com.google.api.HttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<com.google.api.HttpBody,
      com.google.api.HttpBody> getCreateFileMethod() {
    io.grpc.MethodDescriptor<com.google.api.HttpBody, com.google.api.HttpBody> getCreateFileMethod;
    if ((getCreateFileMethod = FilesHttpServiceGrpc.getCreateFileMethod) == null) {
      synchronized (FilesHttpServiceGrpc.class) {
        if ((getCreateFileMethod = FilesHttpServiceGrpc.getCreateFileMethod) == null) {
          FilesHttpServiceGrpc.getCreateFileMethod = getCreateFileMethod =
              io.grpc.MethodDescriptor.<com.google.api.HttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new FilesHttpServiceMethodDescriptorSupplier("CreateFile"))
              .build();
        }
      }
    }
    return getCreateFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListFilesRequest,
      com.google.api.HttpBody> getListFilesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListFiles",
      requestType = dev.responsa.v1.ListFilesRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListFilesRequest,
      com.google.api.HttpBody> getListFilesMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListFilesRequest, com.google.api.HttpBody> getListFilesMethod;
    if ((getListFilesMethod = FilesHttpServiceGrpc.getListFilesMethod) == null) {
      synchronized (FilesHttpServiceGrpc.class) {
        if ((getListFilesMethod = FilesHttpServiceGrpc.getListFilesMethod) == null) {
          FilesHttpServiceGrpc.getListFilesMethod = getListFilesMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListFilesRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListFiles"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListFilesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new FilesHttpServiceMethodDescriptorSupplier("ListFiles"))
              .build();
        }
      }
    }
    return getListFilesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetFileRequest,
      com.google.api.HttpBody> getGetFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetFile",
      requestType = dev.responsa.v1.GetFileRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetFileRequest,
      com.google.api.HttpBody> getGetFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetFileRequest, com.google.api.HttpBody> getGetFileMethod;
    if ((getGetFileMethod = FilesHttpServiceGrpc.getGetFileMethod) == null) {
      synchronized (FilesHttpServiceGrpc.class) {
        if ((getGetFileMethod = FilesHttpServiceGrpc.getGetFileMethod) == null) {
          FilesHttpServiceGrpc.getGetFileMethod = getGetFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetFileRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new FilesHttpServiceMethodDescriptorSupplier("GetFile"))
              .build();
        }
      }
    }
    return getGetFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetFileContentRequest,
      com.google.api.HttpBody> getGetFileContentMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetFileContent",
      requestType = dev.responsa.v1.GetFileContentRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetFileContentRequest,
      com.google.api.HttpBody> getGetFileContentMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetFileContentRequest, com.google.api.HttpBody> getGetFileContentMethod;
    if ((getGetFileContentMethod = FilesHttpServiceGrpc.getGetFileContentMethod) == null) {
      synchronized (FilesHttpServiceGrpc.class) {
        if ((getGetFileContentMethod = FilesHttpServiceGrpc.getGetFileContentMethod) == null) {
          FilesHttpServiceGrpc.getGetFileContentMethod = getGetFileContentMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetFileContentRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetFileContent"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetFileContentRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new FilesHttpServiceMethodDescriptorSupplier("GetFileContent"))
              .build();
        }
      }
    }
    return getGetFileContentMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteFileRequest,
      com.google.api.HttpBody> getDeleteFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteFile",
      requestType = dev.responsa.v1.DeleteFileRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteFileRequest,
      com.google.api.HttpBody> getDeleteFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteFileRequest, com.google.api.HttpBody> getDeleteFileMethod;
    if ((getDeleteFileMethod = FilesHttpServiceGrpc.getDeleteFileMethod) == null) {
      synchronized (FilesHttpServiceGrpc.class) {
        if ((getDeleteFileMethod = FilesHttpServiceGrpc.getDeleteFileMethod) == null) {
          FilesHttpServiceGrpc.getDeleteFileMethod = getDeleteFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteFileRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new FilesHttpServiceMethodDescriptorSupplier("DeleteFile"))
              .build();
        }
      }
    }
    return getDeleteFileMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static FilesHttpServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<FilesHttpServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<FilesHttpServiceStub>() {
        @java.lang.Override
        public FilesHttpServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new FilesHttpServiceStub(channel, callOptions);
        }
      };
    return FilesHttpServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static FilesHttpServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<FilesHttpServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<FilesHttpServiceBlockingStub>() {
        @java.lang.Override
        public FilesHttpServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new FilesHttpServiceBlockingStub(channel, callOptions);
        }
      };
    return FilesHttpServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static FilesHttpServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<FilesHttpServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<FilesHttpServiceFutureStub>() {
        @java.lang.Override
        public FilesHttpServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new FilesHttpServiceFutureStub(channel, callOptions);
        }
      };
    return FilesHttpServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * FilesHttpService is the OpenAI REST surface of the Files API over the same implementation.
   * POST /v1/files takes the raw multipart/form-data body: Envoy's transcoder hands an HttpBody
   * request the body bytes unchanged and the request's Content-Type (with its boundary).
   * </pre>
   */
  public static abstract class FilesHttpServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * POST /v1/files (multipart/form-data: file, purpose).
     * </pre>
     */
    public void createFile(com.google.api.HttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/files.
     * </pre>
     */
    public void listFiles(dev.responsa.v1.ListFilesRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListFilesMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/files/{file_id}.
     * </pre>
     */
    public void getFile(dev.responsa.v1.GetFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/files/{file_id}/content: the raw bytes.
     * </pre>
     */
    public void getFileContent(dev.responsa.v1.GetFileContentRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetFileContentMethod(), responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/files/{file_id}.
     * </pre>
     */
    public void deleteFile(dev.responsa.v1.DeleteFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteFileMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getCreateFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                com.google.api.HttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_CREATE_FILE)))
          .addMethod(
            getListFilesMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListFilesRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_FILES)))
          .addMethod(
            getGetFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetFileRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_FILE)))
          .addMethod(
            getGetFileContentMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetFileContentRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_FILE_CONTENT)))
          .addMethod(
            getDeleteFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteFileRequest,
                com.google.api.HttpBody>(
                  this, METHODID_DELETE_FILE)))
          .build();
    }
  }

  /**
   * <pre>
   * FilesHttpService is the OpenAI REST surface of the Files API over the same implementation.
   * POST /v1/files takes the raw multipart/form-data body: Envoy's transcoder hands an HttpBody
   * request the body bytes unchanged and the request's Content-Type (with its boundary).
   * </pre>
   */
  public static final class FilesHttpServiceStub extends io.grpc.stub.AbstractAsyncStub<FilesHttpServiceStub> {
    private FilesHttpServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected FilesHttpServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new FilesHttpServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/files (multipart/form-data: file, purpose).
     * </pre>
     */
    public void createFile(com.google.api.HttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/files.
     * </pre>
     */
    public void listFiles(dev.responsa.v1.ListFilesRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListFilesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/files/{file_id}.
     * </pre>
     */
    public void getFile(dev.responsa.v1.GetFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/files/{file_id}/content: the raw bytes.
     * </pre>
     */
    public void getFileContent(dev.responsa.v1.GetFileContentRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetFileContentMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/files/{file_id}.
     * </pre>
     */
    public void deleteFile(dev.responsa.v1.DeleteFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteFileMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * FilesHttpService is the OpenAI REST surface of the Files API over the same implementation.
   * POST /v1/files takes the raw multipart/form-data body: Envoy's transcoder hands an HttpBody
   * request the body bytes unchanged and the request's Content-Type (with its boundary).
   * </pre>
   */
  public static final class FilesHttpServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<FilesHttpServiceBlockingStub> {
    private FilesHttpServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected FilesHttpServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new FilesHttpServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/files (multipart/form-data: file, purpose).
     * </pre>
     */
    public com.google.api.HttpBody createFile(com.google.api.HttpBody request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/files.
     * </pre>
     */
    public com.google.api.HttpBody listFiles(dev.responsa.v1.ListFilesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListFilesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/files/{file_id}.
     * </pre>
     */
    public com.google.api.HttpBody getFile(dev.responsa.v1.GetFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/files/{file_id}/content: the raw bytes.
     * </pre>
     */
    public com.google.api.HttpBody getFileContent(dev.responsa.v1.GetFileContentRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetFileContentMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * DELETE /v1/files/{file_id}.
     * </pre>
     */
    public com.google.api.HttpBody deleteFile(dev.responsa.v1.DeleteFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteFileMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * FilesHttpService is the OpenAI REST surface of the Files API over the same implementation.
   * POST /v1/files takes the raw multipart/form-data body: Envoy's transcoder hands an HttpBody
   * request the body bytes unchanged and the request's Content-Type (with its boundary).
   * </pre>
   */
  public static final class FilesHttpServiceFutureStub extends io.grpc.stub.AbstractFutureStub<FilesHttpServiceFutureStub> {
    private FilesHttpServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected FilesHttpServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new FilesHttpServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/files (multipart/form-data: file, purpose).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> createFile(
        com.google.api.HttpBody request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/files.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listFiles(
        dev.responsa.v1.ListFilesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListFilesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/files/{file_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getFile(
        dev.responsa.v1.GetFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/files/{file_id}/content: the raw bytes.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getFileContent(
        dev.responsa.v1.GetFileContentRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetFileContentMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * DELETE /v1/files/{file_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> deleteFile(
        dev.responsa.v1.DeleteFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteFileMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_CREATE_FILE = 0;
  private static final int METHODID_LIST_FILES = 1;
  private static final int METHODID_GET_FILE = 2;
  private static final int METHODID_GET_FILE_CONTENT = 3;
  private static final int METHODID_DELETE_FILE = 4;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final FilesHttpServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(FilesHttpServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_CREATE_FILE:
          serviceImpl.createFile((com.google.api.HttpBody) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_LIST_FILES:
          serviceImpl.listFiles((dev.responsa.v1.ListFilesRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_FILE:
          serviceImpl.getFile((dev.responsa.v1.GetFileRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_FILE_CONTENT:
          serviceImpl.getFileContent((dev.responsa.v1.GetFileContentRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_DELETE_FILE:
          serviceImpl.deleteFile((dev.responsa.v1.DeleteFileRequest) request,
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

  private static abstract class FilesHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    FilesHttpServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.FilesProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("FilesHttpService");
    }
  }

  private static final class FilesHttpServiceFileDescriptorSupplier
      extends FilesHttpServiceBaseDescriptorSupplier {
    FilesHttpServiceFileDescriptorSupplier() {}
  }

  private static final class FilesHttpServiceMethodDescriptorSupplier
      extends FilesHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    FilesHttpServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (FilesHttpServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new FilesHttpServiceFileDescriptorSupplier())
              .addMethod(getCreateFileMethod())
              .addMethod(getListFilesMethod())
              .addMethod(getGetFileMethod())
              .addMethod(getGetFileContentMethod())
              .addMethod(getDeleteFileMethod())
              .build();
        }
      }
    }
    return result;
  }
}
