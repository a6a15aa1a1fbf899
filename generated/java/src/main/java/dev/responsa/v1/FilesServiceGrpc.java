package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * FilesService is the typed gRPC surface of OpenAI's Files API: uploaded documents (for
 * file_search and vector stores) kept in the blob store, scoped to the caller's project.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/files.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class FilesServiceGrpc {

  private FilesServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.FilesService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CreateFileRequest,
      dev.responsa.v1.File> getCreateFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateFile",
      requestType = dev.responsa.v1.CreateFileRequest.class,
      responseType = dev.responsa.v1.File.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CreateFileRequest,
      dev.responsa.v1.File> getCreateFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CreateFileRequest, dev.responsa.v1.File> getCreateFileMethod;
    if ((getCreateFileMethod = FilesServiceGrpc.getCreateFileMethod) == null) {
      synchronized (FilesServiceGrpc.class) {
        if ((getCreateFileMethod = FilesServiceGrpc.getCreateFileMethod) == null) {
          FilesServiceGrpc.getCreateFileMethod = getCreateFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CreateFileRequest, dev.responsa.v1.File>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreateFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.File.getDefaultInstance()))
              .setSchemaDescriptor(new FilesServiceMethodDescriptorSupplier("CreateFile"))
              .build();
        }
      }
    }
    return getCreateFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListFilesRequest,
      dev.responsa.v1.ListFilesResponse> getListFilesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListFiles",
      requestType = dev.responsa.v1.ListFilesRequest.class,
      responseType = dev.responsa.v1.ListFilesResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListFilesRequest,
      dev.responsa.v1.ListFilesResponse> getListFilesMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListFilesRequest, dev.responsa.v1.ListFilesResponse> getListFilesMethod;
    if ((getListFilesMethod = FilesServiceGrpc.getListFilesMethod) == null) {
      synchronized (FilesServiceGrpc.class) {
        if ((getListFilesMethod = FilesServiceGrpc.getListFilesMethod) == null) {
          FilesServiceGrpc.getListFilesMethod = getListFilesMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListFilesRequest, dev.responsa.v1.ListFilesResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListFiles"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListFilesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListFilesResponse.getDefaultInstance()))
              .setSchemaDescriptor(new FilesServiceMethodDescriptorSupplier("ListFiles"))
              .build();
        }
      }
    }
    return getListFilesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetFileRequest,
      dev.responsa.v1.File> getGetFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetFile",
      requestType = dev.responsa.v1.GetFileRequest.class,
      responseType = dev.responsa.v1.File.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetFileRequest,
      dev.responsa.v1.File> getGetFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetFileRequest, dev.responsa.v1.File> getGetFileMethod;
    if ((getGetFileMethod = FilesServiceGrpc.getGetFileMethod) == null) {
      synchronized (FilesServiceGrpc.class) {
        if ((getGetFileMethod = FilesServiceGrpc.getGetFileMethod) == null) {
          FilesServiceGrpc.getGetFileMethod = getGetFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetFileRequest, dev.responsa.v1.File>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.File.getDefaultInstance()))
              .setSchemaDescriptor(new FilesServiceMethodDescriptorSupplier("GetFile"))
              .build();
        }
      }
    }
    return getGetFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetFileContentRequest,
      dev.responsa.v1.FileContent> getGetFileContentMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetFileContent",
      requestType = dev.responsa.v1.GetFileContentRequest.class,
      responseType = dev.responsa.v1.FileContent.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetFileContentRequest,
      dev.responsa.v1.FileContent> getGetFileContentMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetFileContentRequest, dev.responsa.v1.FileContent> getGetFileContentMethod;
    if ((getGetFileContentMethod = FilesServiceGrpc.getGetFileContentMethod) == null) {
      synchronized (FilesServiceGrpc.class) {
        if ((getGetFileContentMethod = FilesServiceGrpc.getGetFileContentMethod) == null) {
          FilesServiceGrpc.getGetFileContentMethod = getGetFileContentMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetFileContentRequest, dev.responsa.v1.FileContent>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetFileContent"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetFileContentRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.FileContent.getDefaultInstance()))
              .setSchemaDescriptor(new FilesServiceMethodDescriptorSupplier("GetFileContent"))
              .build();
        }
      }
    }
    return getGetFileContentMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteFileRequest,
      dev.responsa.v1.DeleteFileResponse> getDeleteFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteFile",
      requestType = dev.responsa.v1.DeleteFileRequest.class,
      responseType = dev.responsa.v1.DeleteFileResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteFileRequest,
      dev.responsa.v1.DeleteFileResponse> getDeleteFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteFileRequest, dev.responsa.v1.DeleteFileResponse> getDeleteFileMethod;
    if ((getDeleteFileMethod = FilesServiceGrpc.getDeleteFileMethod) == null) {
      synchronized (FilesServiceGrpc.class) {
        if ((getDeleteFileMethod = FilesServiceGrpc.getDeleteFileMethod) == null) {
          FilesServiceGrpc.getDeleteFileMethod = getDeleteFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteFileRequest, dev.responsa.v1.DeleteFileResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteFileResponse.getDefaultInstance()))
              .setSchemaDescriptor(new FilesServiceMethodDescriptorSupplier("DeleteFile"))
              .build();
        }
      }
    }
    return getDeleteFileMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static FilesServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<FilesServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<FilesServiceStub>() {
        @java.lang.Override
        public FilesServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new FilesServiceStub(channel, callOptions);
        }
      };
    return FilesServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static FilesServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<FilesServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<FilesServiceBlockingStub>() {
        @java.lang.Override
        public FilesServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new FilesServiceBlockingStub(channel, callOptions);
        }
      };
    return FilesServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static FilesServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<FilesServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<FilesServiceFutureStub>() {
        @java.lang.Override
        public FilesServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new FilesServiceFutureStub(channel, callOptions);
        }
      };
    return FilesServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * FilesService is the typed gRPC surface of OpenAI's Files API: uploaded documents (for
   * file_search and vector stores) kept in the blob store, scoped to the caller's project.
   * </pre>
   */
  public static abstract class FilesServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * Uploads a file.
     * </pre>
     */
    public void createFile(dev.responsa.v1.CreateFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.File> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * Pages through the project's files.
     * </pre>
     */
    public void listFiles(dev.responsa.v1.ListFilesRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListFilesResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListFilesMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns one file object.
     * </pre>
     */
    public void getFile(dev.responsa.v1.GetFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.File> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns the bytes of a file.
     * </pre>
     */
    public void getFileContent(dev.responsa.v1.GetFileContentRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.FileContent> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetFileContentMethod(), responseObserver);
    }

    /**
     * <pre>
     * Deletes a file, its bytes and its chunks in every vector store.
     * </pre>
     */
    public void deleteFile(dev.responsa.v1.DeleteFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteFileResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteFileMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getCreateFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.CreateFileRequest,
                dev.responsa.v1.File>(
                  this, METHODID_CREATE_FILE)))
          .addMethod(
            getListFilesMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListFilesRequest,
                dev.responsa.v1.ListFilesResponse>(
                  this, METHODID_LIST_FILES)))
          .addMethod(
            getGetFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetFileRequest,
                dev.responsa.v1.File>(
                  this, METHODID_GET_FILE)))
          .addMethod(
            getGetFileContentMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetFileContentRequest,
                dev.responsa.v1.FileContent>(
                  this, METHODID_GET_FILE_CONTENT)))
          .addMethod(
            getDeleteFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteFileRequest,
                dev.responsa.v1.DeleteFileResponse>(
                  this, METHODID_DELETE_FILE)))
          .build();
    }
  }

  /**
   * <pre>
   * FilesService is the typed gRPC surface of OpenAI's Files API: uploaded documents (for
   * file_search and vector stores) kept in the blob store, scoped to the caller's project.
   * </pre>
   */
  public static final class FilesServiceStub extends io.grpc.stub.AbstractAsyncStub<FilesServiceStub> {
    private FilesServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected FilesServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new FilesServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * Uploads a file.
     * </pre>
     */
    public void createFile(dev.responsa.v1.CreateFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.File> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Pages through the project's files.
     * </pre>
     */
    public void listFiles(dev.responsa.v1.ListFilesRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListFilesResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListFilesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns one file object.
     * </pre>
     */
    public void getFile(dev.responsa.v1.GetFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.File> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns the bytes of a file.
     * </pre>
     */
    public void getFileContent(dev.responsa.v1.GetFileContentRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.FileContent> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetFileContentMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Deletes a file, its bytes and its chunks in every vector store.
     * </pre>
     */
    public void deleteFile(dev.responsa.v1.DeleteFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteFileResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteFileMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * FilesService is the typed gRPC surface of OpenAI's Files API: uploaded documents (for
   * file_search and vector stores) kept in the blob store, scoped to the caller's project.
   * </pre>
   */
  public static final class FilesServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<FilesServiceBlockingStub> {
    private FilesServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected FilesServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new FilesServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * Uploads a file.
     * </pre>
     */
    public dev.responsa.v1.File createFile(dev.responsa.v1.CreateFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Pages through the project's files.
     * </pre>
     */
    public dev.responsa.v1.ListFilesResponse listFiles(dev.responsa.v1.ListFilesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListFilesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns one file object.
     * </pre>
     */
    public dev.responsa.v1.File getFile(dev.responsa.v1.GetFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns the bytes of a file.
     * </pre>
     */
    public dev.responsa.v1.FileContent getFileContent(dev.responsa.v1.GetFileContentRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetFileContentMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Deletes a file, its bytes and its chunks in every vector store.
     * </pre>
     */
    public dev.responsa.v1.DeleteFileResponse deleteFile(dev.responsa.v1.DeleteFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteFileMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * FilesService is the typed gRPC surface of OpenAI's Files API: uploaded documents (for
   * file_search and vector stores) kept in the blob store, scoped to the caller's project.
   * </pre>
   */
  public static final class FilesServiceFutureStub extends io.grpc.stub.AbstractFutureStub<FilesServiceFutureStub> {
    private FilesServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected FilesServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new FilesServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * Uploads a file.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.File> createFile(
        dev.responsa.v1.CreateFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Pages through the project's files.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ListFilesResponse> listFiles(
        dev.responsa.v1.ListFilesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListFilesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns one file object.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.File> getFile(
        dev.responsa.v1.GetFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns the bytes of a file.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.FileContent> getFileContent(
        dev.responsa.v1.GetFileContentRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetFileContentMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Deletes a file, its bytes and its chunks in every vector store.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.DeleteFileResponse> deleteFile(
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
    private final FilesServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(FilesServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_CREATE_FILE:
          serviceImpl.createFile((dev.responsa.v1.CreateFileRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.File>) responseObserver);
          break;
        case METHODID_LIST_FILES:
          serviceImpl.listFiles((dev.responsa.v1.ListFilesRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ListFilesResponse>) responseObserver);
          break;
        case METHODID_GET_FILE:
          serviceImpl.getFile((dev.responsa.v1.GetFileRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.File>) responseObserver);
          break;
        case METHODID_GET_FILE_CONTENT:
          serviceImpl.getFileContent((dev.responsa.v1.GetFileContentRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.FileContent>) responseObserver);
          break;
        case METHODID_DELETE_FILE:
          serviceImpl.deleteFile((dev.responsa.v1.DeleteFileRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteFileResponse>) responseObserver);
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

  private static abstract class FilesServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    FilesServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.FilesProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("FilesService");
    }
  }

  private static final class FilesServiceFileDescriptorSupplier
      extends FilesServiceBaseDescriptorSupplier {
    FilesServiceFileDescriptorSupplier() {}
  }

  private static final class FilesServiceMethodDescriptorSupplier
      extends FilesServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    FilesServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (FilesServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new FilesServiceFileDescriptorSupplier())
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
