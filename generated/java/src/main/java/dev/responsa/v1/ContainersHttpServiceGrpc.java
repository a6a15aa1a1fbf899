package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * ContainersHttpService is OpenAI's Containers API (REST, JSON in HttpBody) over the same
 * containers as SandboxService.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/sandbox.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class ContainersHttpServiceGrpc {

  private ContainersHttpServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.ContainersHttpService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListContainersRequest,
      com.google.api.HttpBody> getListContainersMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListContainers",
      requestType = dev.responsa.v1.ListContainersRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListContainersRequest,
      com.google.api.HttpBody> getListContainersMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListContainersRequest, com.google.api.HttpBody> getListContainersMethod;
    if ((getListContainersMethod = ContainersHttpServiceGrpc.getListContainersMethod) == null) {
      synchronized (ContainersHttpServiceGrpc.class) {
        if ((getListContainersMethod = ContainersHttpServiceGrpc.getListContainersMethod) == null) {
          ContainersHttpServiceGrpc.getListContainersMethod = getListContainersMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListContainersRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListContainers"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListContainersRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ContainersHttpServiceMethodDescriptorSupplier("ListContainers"))
              .build();
        }
      }
    }
    return getListContainersMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ContainerHttpBody,
      com.google.api.HttpBody> getCreateContainerMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateContainer",
      requestType = dev.responsa.v1.ContainerHttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ContainerHttpBody,
      com.google.api.HttpBody> getCreateContainerMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ContainerHttpBody, com.google.api.HttpBody> getCreateContainerMethod;
    if ((getCreateContainerMethod = ContainersHttpServiceGrpc.getCreateContainerMethod) == null) {
      synchronized (ContainersHttpServiceGrpc.class) {
        if ((getCreateContainerMethod = ContainersHttpServiceGrpc.getCreateContainerMethod) == null) {
          ContainersHttpServiceGrpc.getCreateContainerMethod = getCreateContainerMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ContainerHttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateContainer"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ContainerHttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ContainersHttpServiceMethodDescriptorSupplier("CreateContainer"))
              .build();
        }
      }
    }
    return getCreateContainerMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetContainerRequest,
      com.google.api.HttpBody> getGetContainerMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetContainer",
      requestType = dev.responsa.v1.GetContainerRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetContainerRequest,
      com.google.api.HttpBody> getGetContainerMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetContainerRequest, com.google.api.HttpBody> getGetContainerMethod;
    if ((getGetContainerMethod = ContainersHttpServiceGrpc.getGetContainerMethod) == null) {
      synchronized (ContainersHttpServiceGrpc.class) {
        if ((getGetContainerMethod = ContainersHttpServiceGrpc.getGetContainerMethod) == null) {
          ContainersHttpServiceGrpc.getGetContainerMethod = getGetContainerMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetContainerRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetContainer"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetContainerRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ContainersHttpServiceMethodDescriptorSupplier("GetContainer"))
              .build();
        }
      }
    }
    return getGetContainerMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteContainerRequest,
      com.google.api.HttpBody> getDeleteContainerMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteContainer",
      requestType = dev.responsa.v1.DeleteContainerRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteContainerRequest,
      com.google.api.HttpBody> getDeleteContainerMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteContainerRequest, com.google.api.HttpBody> getDeleteContainerMethod;
    if ((getDeleteContainerMethod = ContainersHttpServiceGrpc.getDeleteContainerMethod) == null) {
      synchronized (ContainersHttpServiceGrpc.class) {
        if ((getDeleteContainerMethod = ContainersHttpServiceGrpc.getDeleteContainerMethod) == null) {
          ContainersHttpServiceGrpc.getDeleteContainerMethod = getDeleteContainerMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteContainerRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteContainer"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteContainerRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ContainersHttpServiceMethodDescriptorSupplier("DeleteContainer"))
              .build();
        }
      }
    }
    return getDeleteContainerMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ContainerHttpBody,
      com.google.api.HttpBody> getCreateContainerFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateContainerFile",
      requestType = dev.responsa.v1.ContainerHttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ContainerHttpBody,
      com.google.api.HttpBody> getCreateContainerFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ContainerHttpBody, com.google.api.HttpBody> getCreateContainerFileMethod;
    if ((getCreateContainerFileMethod = ContainersHttpServiceGrpc.getCreateContainerFileMethod) == null) {
      synchronized (ContainersHttpServiceGrpc.class) {
        if ((getCreateContainerFileMethod = ContainersHttpServiceGrpc.getCreateContainerFileMethod) == null) {
          ContainersHttpServiceGrpc.getCreateContainerFileMethod = getCreateContainerFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ContainerHttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateContainerFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ContainerHttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ContainersHttpServiceMethodDescriptorSupplier("CreateContainerFile"))
              .build();
        }
      }
    }
    return getCreateContainerFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListContainerFilesRequest,
      com.google.api.HttpBody> getListContainerFilesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListContainerFiles",
      requestType = dev.responsa.v1.ListContainerFilesRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListContainerFilesRequest,
      com.google.api.HttpBody> getListContainerFilesMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListContainerFilesRequest, com.google.api.HttpBody> getListContainerFilesMethod;
    if ((getListContainerFilesMethod = ContainersHttpServiceGrpc.getListContainerFilesMethod) == null) {
      synchronized (ContainersHttpServiceGrpc.class) {
        if ((getListContainerFilesMethod = ContainersHttpServiceGrpc.getListContainerFilesMethod) == null) {
          ContainersHttpServiceGrpc.getListContainerFilesMethod = getListContainerFilesMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListContainerFilesRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListContainerFiles"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListContainerFilesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ContainersHttpServiceMethodDescriptorSupplier("ListContainerFiles"))
              .build();
        }
      }
    }
    return getListContainerFilesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetContainerFileRequest,
      com.google.api.HttpBody> getGetContainerFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetContainerFile",
      requestType = dev.responsa.v1.GetContainerFileRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetContainerFileRequest,
      com.google.api.HttpBody> getGetContainerFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetContainerFileRequest, com.google.api.HttpBody> getGetContainerFileMethod;
    if ((getGetContainerFileMethod = ContainersHttpServiceGrpc.getGetContainerFileMethod) == null) {
      synchronized (ContainersHttpServiceGrpc.class) {
        if ((getGetContainerFileMethod = ContainersHttpServiceGrpc.getGetContainerFileMethod) == null) {
          ContainersHttpServiceGrpc.getGetContainerFileMethod = getGetContainerFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetContainerFileRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetContainerFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetContainerFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ContainersHttpServiceMethodDescriptorSupplier("GetContainerFile"))
              .build();
        }
      }
    }
    return getGetContainerFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetContainerFileRequest,
      com.google.api.HttpBody> getGetContainerFileContentMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetContainerFileContent",
      requestType = dev.responsa.v1.GetContainerFileRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetContainerFileRequest,
      com.google.api.HttpBody> getGetContainerFileContentMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetContainerFileRequest, com.google.api.HttpBody> getGetContainerFileContentMethod;
    if ((getGetContainerFileContentMethod = ContainersHttpServiceGrpc.getGetContainerFileContentMethod) == null) {
      synchronized (ContainersHttpServiceGrpc.class) {
        if ((getGetContainerFileContentMethod = ContainersHttpServiceGrpc.getGetContainerFileContentMethod) == null) {
          ContainersHttpServiceGrpc.getGetContainerFileContentMethod = getGetContainerFileContentMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetContainerFileRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetContainerFileContent"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetContainerFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ContainersHttpServiceMethodDescriptorSupplier("GetContainerFileContent"))
              .build();
        }
      }
    }
    return getGetContainerFileContentMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteContainerFileRequest,
      com.google.api.HttpBody> getDeleteContainerFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteContainerFile",
      requestType = dev.responsa.v1.DeleteContainerFileRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteContainerFileRequest,
      com.google.api.HttpBody> getDeleteContainerFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteContainerFileRequest, com.google.api.HttpBody> getDeleteContainerFileMethod;
    if ((getDeleteContainerFileMethod = ContainersHttpServiceGrpc.getDeleteContainerFileMethod) == null) {
      synchronized (ContainersHttpServiceGrpc.class) {
        if ((getDeleteContainerFileMethod = ContainersHttpServiceGrpc.getDeleteContainerFileMethod) == null) {
          ContainersHttpServiceGrpc.getDeleteContainerFileMethod = getDeleteContainerFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteContainerFileRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteContainerFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteContainerFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ContainersHttpServiceMethodDescriptorSupplier("DeleteContainerFile"))
              .build();
        }
      }
    }
    return getDeleteContainerFileMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static ContainersHttpServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ContainersHttpServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ContainersHttpServiceStub>() {
        @java.lang.Override
        public ContainersHttpServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ContainersHttpServiceStub(channel, callOptions);
        }
      };
    return ContainersHttpServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static ContainersHttpServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ContainersHttpServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ContainersHttpServiceBlockingStub>() {
        @java.lang.Override
        public ContainersHttpServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ContainersHttpServiceBlockingStub(channel, callOptions);
        }
      };
    return ContainersHttpServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static ContainersHttpServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ContainersHttpServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ContainersHttpServiceFutureStub>() {
        @java.lang.Override
        public ContainersHttpServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ContainersHttpServiceFutureStub(channel, callOptions);
        }
      };
    return ContainersHttpServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * ContainersHttpService is OpenAI's Containers API (REST, JSON in HttpBody) over the same
   * containers as SandboxService.
   * </pre>
   */
  public static abstract class ContainersHttpServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * GET /v1/containers.
     * </pre>
     */
    public void listContainers(dev.responsa.v1.ListContainersRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListContainersMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/containers with {"name", "memory_limit"?, "expires_after"?, "file_ids"?}.
     * </pre>
     */
    public void createContainer(dev.responsa.v1.ContainerHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateContainerMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}.
     * </pre>
     */
    public void getContainer(dev.responsa.v1.GetContainerRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetContainerMethod(), responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/containers/{container_id}.
     * </pre>
     */
    public void deleteContainer(dev.responsa.v1.DeleteContainerRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteContainerMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/containers/{container_id}/files: multipart/form-data with `file`, or JSON
     * {"file_id"} naming a Files-API file (the body and its Content-Type pass unchanged).
     * </pre>
     */
    public void createContainerFile(dev.responsa.v1.ContainerHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateContainerFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}/files.
     * </pre>
     */
    public void listContainerFiles(dev.responsa.v1.ListContainerFilesRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListContainerFilesMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}/files/{file_id}.
     * </pre>
     */
    public void getContainerFile(dev.responsa.v1.GetContainerFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetContainerFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}/files/{file_id}/content: the raw bytes.
     * </pre>
     */
    public void getContainerFileContent(dev.responsa.v1.GetContainerFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetContainerFileContentMethod(), responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/containers/{container_id}/files/{file_id}.
     * </pre>
     */
    public void deleteContainerFile(dev.responsa.v1.DeleteContainerFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteContainerFileMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getListContainersMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListContainersRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_CONTAINERS)))
          .addMethod(
            getCreateContainerMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ContainerHttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_CREATE_CONTAINER)))
          .addMethod(
            getGetContainerMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetContainerRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_CONTAINER)))
          .addMethod(
            getDeleteContainerMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteContainerRequest,
                com.google.api.HttpBody>(
                  this, METHODID_DELETE_CONTAINER)))
          .addMethod(
            getCreateContainerFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ContainerHttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_CREATE_CONTAINER_FILE)))
          .addMethod(
            getListContainerFilesMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListContainerFilesRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_CONTAINER_FILES)))
          .addMethod(
            getGetContainerFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetContainerFileRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_CONTAINER_FILE)))
          .addMethod(
            getGetContainerFileContentMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetContainerFileRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_CONTAINER_FILE_CONTENT)))
          .addMethod(
            getDeleteContainerFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteContainerFileRequest,
                com.google.api.HttpBody>(
                  this, METHODID_DELETE_CONTAINER_FILE)))
          .build();
    }
  }

  /**
   * <pre>
   * ContainersHttpService is OpenAI's Containers API (REST, JSON in HttpBody) over the same
   * containers as SandboxService.
   * </pre>
   */
  public static final class ContainersHttpServiceStub extends io.grpc.stub.AbstractAsyncStub<ContainersHttpServiceStub> {
    private ContainersHttpServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ContainersHttpServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ContainersHttpServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/containers.
     * </pre>
     */
    public void listContainers(dev.responsa.v1.ListContainersRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListContainersMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/containers with {"name", "memory_limit"?, "expires_after"?, "file_ids"?}.
     * </pre>
     */
    public void createContainer(dev.responsa.v1.ContainerHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateContainerMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}.
     * </pre>
     */
    public void getContainer(dev.responsa.v1.GetContainerRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetContainerMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/containers/{container_id}.
     * </pre>
     */
    public void deleteContainer(dev.responsa.v1.DeleteContainerRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteContainerMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/containers/{container_id}/files: multipart/form-data with `file`, or JSON
     * {"file_id"} naming a Files-API file (the body and its Content-Type pass unchanged).
     * </pre>
     */
    public void createContainerFile(dev.responsa.v1.ContainerHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateContainerFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}/files.
     * </pre>
     */
    public void listContainerFiles(dev.responsa.v1.ListContainerFilesRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListContainerFilesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}/files/{file_id}.
     * </pre>
     */
    public void getContainerFile(dev.responsa.v1.GetContainerFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetContainerFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}/files/{file_id}/content: the raw bytes.
     * </pre>
     */
    public void getContainerFileContent(dev.responsa.v1.GetContainerFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetContainerFileContentMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/containers/{container_id}/files/{file_id}.
     * </pre>
     */
    public void deleteContainerFile(dev.responsa.v1.DeleteContainerFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteContainerFileMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * ContainersHttpService is OpenAI's Containers API (REST, JSON in HttpBody) over the same
   * containers as SandboxService.
   * </pre>
   */
  public static final class ContainersHttpServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<ContainersHttpServiceBlockingStub> {
    private ContainersHttpServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ContainersHttpServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ContainersHttpServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/containers.
     * </pre>
     */
    public com.google.api.HttpBody listContainers(dev.responsa.v1.ListContainersRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListContainersMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/containers with {"name", "memory_limit"?, "expires_after"?, "file_ids"?}.
     * </pre>
     */
    public com.google.api.HttpBody createContainer(dev.responsa.v1.ContainerHttpBody request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateContainerMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}.
     * </pre>
     */
    public com.google.api.HttpBody getContainer(dev.responsa.v1.GetContainerRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetContainerMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * DELETE /v1/containers/{container_id}.
     * </pre>
     */
    public com.google.api.HttpBody deleteContainer(dev.responsa.v1.DeleteContainerRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteContainerMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/containers/{container_id}/files: multipart/form-data with `file`, or JSON
     * {"file_id"} naming a Files-API file (the body and its Content-Type pass unchanged).
     * </pre>
     */
    public com.google.api.HttpBody createContainerFile(dev.responsa.v1.ContainerHttpBody request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateContainerFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}/files.
     * </pre>
     */
    public com.google.api.HttpBody listContainerFiles(dev.responsa.v1.ListContainerFilesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListContainerFilesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}/files/{file_id}.
     * </pre>
     */
    public com.google.api.HttpBody getContainerFile(dev.responsa.v1.GetContainerFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetContainerFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}/files/{file_id}/content: the raw bytes.
     * </pre>
     */
    public com.google.api.HttpBody getContainerFileContent(dev.responsa.v1.GetContainerFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetContainerFileContentMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * DELETE /v1/containers/{container_id}/files/{file_id}.
     * </pre>
     */
    public com.google.api.HttpBody deleteContainerFile(dev.responsa.v1.DeleteContainerFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteContainerFileMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * ContainersHttpService is OpenAI's Containers API (REST, JSON in HttpBody) over the same
   * containers as SandboxService.
   * </pre>
   */
  public static final class ContainersHttpServiceFutureStub extends io.grpc.stub.AbstractFutureStub<ContainersHttpServiceFutureStub> {
    private ContainersHttpServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ContainersHttpServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ContainersHttpServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * GET /v1/containers.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listContainers(
        dev.responsa.v1.ListContainersRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListContainersMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/containers with {"name", "memory_limit"?, "expires_after"?, "file_ids"?}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> createContainer(
        dev.responsa.v1.ContainerHttpBody request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateContainerMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getContainer(
        dev.responsa.v1.GetContainerRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetContainerMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * DELETE /v1/containers/{container_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> deleteContainer(
        dev.responsa.v1.DeleteContainerRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteContainerMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/containers/{container_id}/files: multipart/form-data with `file`, or JSON
     * {"file_id"} naming a Files-API file (the body and its Content-Type pass unchanged).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> createContainerFile(
        dev.responsa.v1.ContainerHttpBody request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateContainerFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}/files.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listContainerFiles(
        dev.responsa.v1.ListContainerFilesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListContainerFilesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}/files/{file_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getContainerFile(
        dev.responsa.v1.GetContainerFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetContainerFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/containers/{container_id}/files/{file_id}/content: the raw bytes.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getContainerFileContent(
        dev.responsa.v1.GetContainerFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetContainerFileContentMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * DELETE /v1/containers/{container_id}/files/{file_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> deleteContainerFile(
        dev.responsa.v1.DeleteContainerFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteContainerFileMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_LIST_CONTAINERS = 0;
  private static final int METHODID_CREATE_CONTAINER = 1;
  private static final int METHODID_GET_CONTAINER = 2;
  private static final int METHODID_DELETE_CONTAINER = 3;
  private static final int METHODID_CREATE_CONTAINER_FILE = 4;
  private static final int METHODID_LIST_CONTAINER_FILES = 5;
  private static final int METHODID_GET_CONTAINER_FILE = 6;
  private static final int METHODID_GET_CONTAINER_FILE_CONTENT = 7;
  private static final int METHODID_DELETE_CONTAINER_FILE = 8;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final ContainersHttpServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(ContainersHttpServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_LIST_CONTAINERS:
          serviceImpl.listContainers((dev.responsa.v1.ListContainersRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_CREATE_CONTAINER:
          serviceImpl.createContainer((dev.responsa.v1.ContainerHttpBody) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_CONTAINER:
          serviceImpl.getContainer((dev.responsa.v1.GetContainerRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_DELETE_CONTAINER:
          serviceImpl.deleteContainer((dev.responsa.v1.DeleteContainerRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_CREATE_CONTAINER_FILE:
          serviceImpl.createContainerFile((dev.responsa.v1.ContainerHttpBody) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_LIST_CONTAINER_FILES:
          serviceImpl.listContainerFiles((dev.responsa.v1.ListContainerFilesRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_CONTAINER_FILE:
          serviceImpl.getContainerFile((dev.responsa.v1.GetContainerFileRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_CONTAINER_FILE_CONTENT:
          serviceImpl.getContainerFileContent((dev.responsa.v1.GetContainerFileRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_DELETE_CONTAINER_FILE:
          serviceImpl.deleteContainerFile((dev.responsa.v1.DeleteContainerFileRequest) request,
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

  private static abstract class ContainersHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    ContainersHttpServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.SandboxProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("ContainersHttpService");
    }
  }

  private static final class ContainersHttpServiceFileDescriptorSupplier
      extends ContainersHttpServiceBaseDescriptorSupplier {
    ContainersHttpServiceFileDescriptorSupplier() {}
  }

  private static final class ContainersHttpServiceMethodDescriptorSupplier
      extends ContainersHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    ContainersHttpServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (ContainersHttpServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new ContainersHttpServiceFileDescriptorSupplier())
              .addMethod(getListContainersMethod())
              .addMethod(getCreateContainerMethod())
              .addMethod(getGetContainerMethod())
              .addMethod(getDeleteContainerMethod())
              .addMethod(getCreateContainerFileMethod())
              .addMethod(getListContainerFilesMethod())
              .addMethod(getGetContainerFileMethod())
              .addMethod(getGetContainerFileContentMethod())
              .addMethod(getDeleteContainerFileMethod())
              .build();
        }
      }
    }
    return result;
  }
}
