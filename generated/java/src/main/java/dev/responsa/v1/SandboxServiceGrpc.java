package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * SandboxService runs code on the server, safely (docs/sandbox.md): containers of the caller's
 * project, each a set of files mounted at /mnt/data, whose commands run in jails (their own
 * mount, PID, network, IPC and UTS namespaces, read-only system directories, rlimits, an
 * unprivileged uid). Containers and their files are stored (any replica serves them) and
 * expire when idle. Another project's container answers NOT_FOUND, like an unknown one.
 * `responsa sandbox` serves the same service to API processes (their token and the caller's
 * project in `x-responsa-project` required): there a container is only a work directory of
 * that process, made by CreateContainer with `container_id` (the stored container's id), and
 * ListContainerFiles reports each file's `modified_ns`.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/sandbox.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class SandboxServiceGrpc {

  private SandboxServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.SandboxService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CreateContainerRequest,
      dev.responsa.v1.Container> getCreateContainerMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateContainer",
      requestType = dev.responsa.v1.CreateContainerRequest.class,
      responseType = dev.responsa.v1.Container.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CreateContainerRequest,
      dev.responsa.v1.Container> getCreateContainerMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CreateContainerRequest, dev.responsa.v1.Container> getCreateContainerMethod;
    if ((getCreateContainerMethod = SandboxServiceGrpc.getCreateContainerMethod) == null) {
      synchronized (SandboxServiceGrpc.class) {
        if ((getCreateContainerMethod = SandboxServiceGrpc.getCreateContainerMethod) == null) {
          SandboxServiceGrpc.getCreateContainerMethod = getCreateContainerMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CreateContainerRequest, dev.responsa.v1.Container>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateContainer"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreateContainerRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.Container.getDefaultInstance()))
              .setSchemaDescriptor(new SandboxServiceMethodDescriptorSupplier("CreateContainer"))
              .build();
        }
      }
    }
    return getCreateContainerMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetContainerRequest,
      dev.responsa.v1.Container> getGetContainerMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetContainer",
      requestType = dev.responsa.v1.GetContainerRequest.class,
      responseType = dev.responsa.v1.Container.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetContainerRequest,
      dev.responsa.v1.Container> getGetContainerMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetContainerRequest, dev.responsa.v1.Container> getGetContainerMethod;
    if ((getGetContainerMethod = SandboxServiceGrpc.getGetContainerMethod) == null) {
      synchronized (SandboxServiceGrpc.class) {
        if ((getGetContainerMethod = SandboxServiceGrpc.getGetContainerMethod) == null) {
          SandboxServiceGrpc.getGetContainerMethod = getGetContainerMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetContainerRequest, dev.responsa.v1.Container>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetContainer"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetContainerRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.Container.getDefaultInstance()))
              .setSchemaDescriptor(new SandboxServiceMethodDescriptorSupplier("GetContainer"))
              .build();
        }
      }
    }
    return getGetContainerMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListContainersRequest,
      dev.responsa.v1.ListContainersResponse> getListContainersMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListContainers",
      requestType = dev.responsa.v1.ListContainersRequest.class,
      responseType = dev.responsa.v1.ListContainersResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListContainersRequest,
      dev.responsa.v1.ListContainersResponse> getListContainersMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListContainersRequest, dev.responsa.v1.ListContainersResponse> getListContainersMethod;
    if ((getListContainersMethod = SandboxServiceGrpc.getListContainersMethod) == null) {
      synchronized (SandboxServiceGrpc.class) {
        if ((getListContainersMethod = SandboxServiceGrpc.getListContainersMethod) == null) {
          SandboxServiceGrpc.getListContainersMethod = getListContainersMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListContainersRequest, dev.responsa.v1.ListContainersResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListContainers"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListContainersRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListContainersResponse.getDefaultInstance()))
              .setSchemaDescriptor(new SandboxServiceMethodDescriptorSupplier("ListContainers"))
              .build();
        }
      }
    }
    return getListContainersMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteContainerRequest,
      dev.responsa.v1.DeleteContainerResponse> getDeleteContainerMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteContainer",
      requestType = dev.responsa.v1.DeleteContainerRequest.class,
      responseType = dev.responsa.v1.DeleteContainerResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteContainerRequest,
      dev.responsa.v1.DeleteContainerResponse> getDeleteContainerMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteContainerRequest, dev.responsa.v1.DeleteContainerResponse> getDeleteContainerMethod;
    if ((getDeleteContainerMethod = SandboxServiceGrpc.getDeleteContainerMethod) == null) {
      synchronized (SandboxServiceGrpc.class) {
        if ((getDeleteContainerMethod = SandboxServiceGrpc.getDeleteContainerMethod) == null) {
          SandboxServiceGrpc.getDeleteContainerMethod = getDeleteContainerMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteContainerRequest, dev.responsa.v1.DeleteContainerResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteContainer"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteContainerRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteContainerResponse.getDefaultInstance()))
              .setSchemaDescriptor(new SandboxServiceMethodDescriptorSupplier("DeleteContainer"))
              .build();
        }
      }
    }
    return getDeleteContainerMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.PutContainerFileRequest,
      dev.responsa.v1.ContainerFile> getPutContainerFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "PutContainerFile",
      requestType = dev.responsa.v1.PutContainerFileRequest.class,
      responseType = dev.responsa.v1.ContainerFile.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.PutContainerFileRequest,
      dev.responsa.v1.ContainerFile> getPutContainerFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.PutContainerFileRequest, dev.responsa.v1.ContainerFile> getPutContainerFileMethod;
    if ((getPutContainerFileMethod = SandboxServiceGrpc.getPutContainerFileMethod) == null) {
      synchronized (SandboxServiceGrpc.class) {
        if ((getPutContainerFileMethod = SandboxServiceGrpc.getPutContainerFileMethod) == null) {
          SandboxServiceGrpc.getPutContainerFileMethod = getPutContainerFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.PutContainerFileRequest, dev.responsa.v1.ContainerFile>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "PutContainerFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.PutContainerFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ContainerFile.getDefaultInstance()))
              .setSchemaDescriptor(new SandboxServiceMethodDescriptorSupplier("PutContainerFile"))
              .build();
        }
      }
    }
    return getPutContainerFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetContainerFileRequest,
      dev.responsa.v1.ContainerFileContent> getGetContainerFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetContainerFile",
      requestType = dev.responsa.v1.GetContainerFileRequest.class,
      responseType = dev.responsa.v1.ContainerFileContent.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetContainerFileRequest,
      dev.responsa.v1.ContainerFileContent> getGetContainerFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetContainerFileRequest, dev.responsa.v1.ContainerFileContent> getGetContainerFileMethod;
    if ((getGetContainerFileMethod = SandboxServiceGrpc.getGetContainerFileMethod) == null) {
      synchronized (SandboxServiceGrpc.class) {
        if ((getGetContainerFileMethod = SandboxServiceGrpc.getGetContainerFileMethod) == null) {
          SandboxServiceGrpc.getGetContainerFileMethod = getGetContainerFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetContainerFileRequest, dev.responsa.v1.ContainerFileContent>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetContainerFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetContainerFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ContainerFileContent.getDefaultInstance()))
              .setSchemaDescriptor(new SandboxServiceMethodDescriptorSupplier("GetContainerFile"))
              .build();
        }
      }
    }
    return getGetContainerFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListContainerFilesRequest,
      dev.responsa.v1.ListContainerFilesResponse> getListContainerFilesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListContainerFiles",
      requestType = dev.responsa.v1.ListContainerFilesRequest.class,
      responseType = dev.responsa.v1.ListContainerFilesResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListContainerFilesRequest,
      dev.responsa.v1.ListContainerFilesResponse> getListContainerFilesMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListContainerFilesRequest, dev.responsa.v1.ListContainerFilesResponse> getListContainerFilesMethod;
    if ((getListContainerFilesMethod = SandboxServiceGrpc.getListContainerFilesMethod) == null) {
      synchronized (SandboxServiceGrpc.class) {
        if ((getListContainerFilesMethod = SandboxServiceGrpc.getListContainerFilesMethod) == null) {
          SandboxServiceGrpc.getListContainerFilesMethod = getListContainerFilesMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListContainerFilesRequest, dev.responsa.v1.ListContainerFilesResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListContainerFiles"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListContainerFilesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListContainerFilesResponse.getDefaultInstance()))
              .setSchemaDescriptor(new SandboxServiceMethodDescriptorSupplier("ListContainerFiles"))
              .build();
        }
      }
    }
    return getListContainerFilesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteContainerFileRequest,
      dev.responsa.v1.DeleteContainerFileResponse> getDeleteContainerFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteContainerFile",
      requestType = dev.responsa.v1.DeleteContainerFileRequest.class,
      responseType = dev.responsa.v1.DeleteContainerFileResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteContainerFileRequest,
      dev.responsa.v1.DeleteContainerFileResponse> getDeleteContainerFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteContainerFileRequest, dev.responsa.v1.DeleteContainerFileResponse> getDeleteContainerFileMethod;
    if ((getDeleteContainerFileMethod = SandboxServiceGrpc.getDeleteContainerFileMethod) == null) {
      synchronized (SandboxServiceGrpc.class) {
        if ((getDeleteContainerFileMethod = SandboxServiceGrpc.getDeleteContainerFileMethod) == null) {
          SandboxServiceGrpc.getDeleteContainerFileMethod = getDeleteContainerFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteContainerFileRequest, dev.responsa.v1.DeleteContainerFileResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteContainerFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteContainerFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteContainerFileResponse.getDefaultInstance()))
              .setSchemaDescriptor(new SandboxServiceMethodDescriptorSupplier("DeleteContainerFile"))
              .build();
        }
      }
    }
    return getDeleteContainerFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.RunInContainerRequest,
      dev.responsa.v1.RunEvent> getRunInContainerMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "RunInContainer",
      requestType = dev.responsa.v1.RunInContainerRequest.class,
      responseType = dev.responsa.v1.RunEvent.class,
      methodType = io.grpc.MethodDescriptor.MethodType.SERVER_STREAMING)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.RunInContainerRequest,
      dev.responsa.v1.RunEvent> getRunInContainerMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.RunInContainerRequest, dev.responsa.v1.RunEvent> getRunInContainerMethod;
    if ((getRunInContainerMethod = SandboxServiceGrpc.getRunInContainerMethod) == null) {
      synchronized (SandboxServiceGrpc.class) {
        if ((getRunInContainerMethod = SandboxServiceGrpc.getRunInContainerMethod) == null) {
          SandboxServiceGrpc.getRunInContainerMethod = getRunInContainerMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.RunInContainerRequest, dev.responsa.v1.RunEvent>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.SERVER_STREAMING)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "RunInContainer"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.RunInContainerRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.RunEvent.getDefaultInstance()))
              .setSchemaDescriptor(new SandboxServiceMethodDescriptorSupplier("RunInContainer"))
              .build();
        }
      }
    }
    return getRunInContainerMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static SandboxServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<SandboxServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<SandboxServiceStub>() {
        @java.lang.Override
        public SandboxServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new SandboxServiceStub(channel, callOptions);
        }
      };
    return SandboxServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static SandboxServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<SandboxServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<SandboxServiceBlockingStub>() {
        @java.lang.Override
        public SandboxServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new SandboxServiceBlockingStub(channel, callOptions);
        }
      };
    return SandboxServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static SandboxServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<SandboxServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<SandboxServiceFutureStub>() {
        @java.lang.Override
        public SandboxServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new SandboxServiceFutureStub(channel, callOptions);
        }
      };
    return SandboxServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * SandboxService runs code on the server, safely (docs/sandbox.md): containers of the caller's
   * project, each a set of files mounted at /mnt/data, whose commands run in jails (their own
   * mount, PID, network, IPC and UTS namespaces, read-only system directories, rlimits, an
   * unprivileged uid). Containers and their files are stored (any replica serves them) and
   * expire when idle. Another project's container answers NOT_FOUND, like an unknown one.
   * `responsa sandbox` serves the same service to API processes (their token and the caller's
   * project in `x-responsa-project` required): there a container is only a work directory of
   * that process, made by CreateContainer with `container_id` (the stored container's id), and
   * ListContainerFiles reports each file's `modified_ns`.
   * </pre>
   */
  public static abstract class SandboxServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * Creates an empty container.
     * </pre>
     */
    public void createContainer(dev.responsa.v1.CreateContainerRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Container> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateContainerMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns one container.
     * </pre>
     */
    public void getContainer(dev.responsa.v1.GetContainerRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Container> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetContainerMethod(), responseObserver);
    }

    /**
     * <pre>
     * Lists the project's containers, oldest first.
     * </pre>
     */
    public void listContainers(dev.responsa.v1.ListContainersRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListContainersResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListContainersMethod(), responseObserver);
    }

    /**
     * <pre>
     * Deletes a container and its files.
     * </pre>
     */
    public void deleteContainer(dev.responsa.v1.DeleteContainerRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteContainerResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteContainerMethod(), responseObserver);
    }

    /**
     * <pre>
     * Writes a file into a container (replacing a regular file at that path).
     * </pre>
     */
    public void putContainerFile(dev.responsa.v1.PutContainerFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ContainerFile> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getPutContainerFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns a regular file's bytes (a link or a directory is NOT_FOUND).
     * </pre>
     */
    public void getContainerFile(dev.responsa.v1.GetContainerFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ContainerFileContent> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetContainerFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * Lists a container's regular files.
     * </pre>
     */
    public void listContainerFiles(dev.responsa.v1.ListContainerFilesRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListContainerFilesResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListContainerFilesMethod(), responseObserver);
    }

    /**
     * <pre>
     * Deletes a file.
     * </pre>
     */
    public void deleteContainerFile(dev.responsa.v1.DeleteContainerFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteContainerFileResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteContainerFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * Runs a command or a Python cell in a container: its stdout and stderr as they come, then
     * its outcome (the last message).
     * </pre>
     */
    public void runInContainer(dev.responsa.v1.RunInContainerRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.RunEvent> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getRunInContainerMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getCreateContainerMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.CreateContainerRequest,
                dev.responsa.v1.Container>(
                  this, METHODID_CREATE_CONTAINER)))
          .addMethod(
            getGetContainerMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetContainerRequest,
                dev.responsa.v1.Container>(
                  this, METHODID_GET_CONTAINER)))
          .addMethod(
            getListContainersMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListContainersRequest,
                dev.responsa.v1.ListContainersResponse>(
                  this, METHODID_LIST_CONTAINERS)))
          .addMethod(
            getDeleteContainerMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteContainerRequest,
                dev.responsa.v1.DeleteContainerResponse>(
                  this, METHODID_DELETE_CONTAINER)))
          .addMethod(
            getPutContainerFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.PutContainerFileRequest,
                dev.responsa.v1.ContainerFile>(
                  this, METHODID_PUT_CONTAINER_FILE)))
          .addMethod(
            getGetContainerFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetContainerFileRequest,
                dev.responsa.v1.ContainerFileContent>(
                  this, METHODID_GET_CONTAINER_FILE)))
          .addMethod(
            getListContainerFilesMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListContainerFilesRequest,
                dev.responsa.v1.ListContainerFilesResponse>(
                  this, METHODID_LIST_CONTAINER_FILES)))
          .addMethod(
            getDeleteContainerFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteContainerFileRequest,
                dev.responsa.v1.DeleteContainerFileResponse>(
                  this, METHODID_DELETE_CONTAINER_FILE)))
          .addMethod(
            getRunInContainerMethod(),
            io.grpc.stub.ServerCalls.asyncServerStreamingCall(
              new MethodHandlers<
                dev.responsa.v1.RunInContainerRequest,
                dev.responsa.v1.RunEvent>(
                  this, METHODID_RUN_IN_CONTAINER)))
          .build();
    }
  }

  /**
   * <pre>
   * SandboxService runs code on the server, safely (docs/sandbox.md): containers of the caller's
   * project, each a set of files mounted at /mnt/data, whose commands run in jails (their own
   * mount, PID, network, IPC and UTS namespaces, read-only system directories, rlimits, an
   * unprivileged uid). Containers and their files are stored (any replica serves them) and
   * expire when idle. Another project's container answers NOT_FOUND, like an unknown one.
   * `responsa sandbox` serves the same service to API processes (their token and the caller's
   * project in `x-responsa-project` required): there a container is only a work directory of
   * that process, made by CreateContainer with `container_id` (the stored container's id), and
   * ListContainerFiles reports each file's `modified_ns`.
   * </pre>
   */
  public static final class SandboxServiceStub extends io.grpc.stub.AbstractAsyncStub<SandboxServiceStub> {
    private SandboxServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected SandboxServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new SandboxServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates an empty container.
     * </pre>
     */
    public void createContainer(dev.responsa.v1.CreateContainerRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Container> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateContainerMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns one container.
     * </pre>
     */
    public void getContainer(dev.responsa.v1.GetContainerRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Container> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetContainerMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Lists the project's containers, oldest first.
     * </pre>
     */
    public void listContainers(dev.responsa.v1.ListContainersRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListContainersResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListContainersMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Deletes a container and its files.
     * </pre>
     */
    public void deleteContainer(dev.responsa.v1.DeleteContainerRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteContainerResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteContainerMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Writes a file into a container (replacing a regular file at that path).
     * </pre>
     */
    public void putContainerFile(dev.responsa.v1.PutContainerFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ContainerFile> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getPutContainerFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns a regular file's bytes (a link or a directory is NOT_FOUND).
     * </pre>
     */
    public void getContainerFile(dev.responsa.v1.GetContainerFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ContainerFileContent> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetContainerFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Lists a container's regular files.
     * </pre>
     */
    public void listContainerFiles(dev.responsa.v1.ListContainerFilesRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListContainerFilesResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListContainerFilesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Deletes a file.
     * </pre>
     */
    public void deleteContainerFile(dev.responsa.v1.DeleteContainerFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteContainerFileResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteContainerFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Runs a command or a Python cell in a container: its stdout and stderr as they come, then
     * its outcome (the last message).
     * </pre>
     */
    public void runInContainer(dev.responsa.v1.RunInContainerRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.RunEvent> responseObserver) {
      io.grpc.stub.ClientCalls.asyncServerStreamingCall(
          getChannel().newCall(getRunInContainerMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * SandboxService runs code on the server, safely (docs/sandbox.md): containers of the caller's
   * project, each a set of files mounted at /mnt/data, whose commands run in jails (their own
   * mount, PID, network, IPC and UTS namespaces, read-only system directories, rlimits, an
   * unprivileged uid). Containers and their files are stored (any replica serves them) and
   * expire when idle. Another project's container answers NOT_FOUND, like an unknown one.
   * `responsa sandbox` serves the same service to API processes (their token and the caller's
   * project in `x-responsa-project` required): there a container is only a work directory of
   * that process, made by CreateContainer with `container_id` (the stored container's id), and
   * ListContainerFiles reports each file's `modified_ns`.
   * </pre>
   */
  public static final class SandboxServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<SandboxServiceBlockingStub> {
    private SandboxServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected SandboxServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new SandboxServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates an empty container.
     * </pre>
     */
    public dev.responsa.v1.Container createContainer(dev.responsa.v1.CreateContainerRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateContainerMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns one container.
     * </pre>
     */
    public dev.responsa.v1.Container getContainer(dev.responsa.v1.GetContainerRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetContainerMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Lists the project's containers, oldest first.
     * </pre>
     */
    public dev.responsa.v1.ListContainersResponse listContainers(dev.responsa.v1.ListContainersRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListContainersMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Deletes a container and its files.
     * </pre>
     */
    public dev.responsa.v1.DeleteContainerResponse deleteContainer(dev.responsa.v1.DeleteContainerRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteContainerMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Writes a file into a container (replacing a regular file at that path).
     * </pre>
     */
    public dev.responsa.v1.ContainerFile putContainerFile(dev.responsa.v1.PutContainerFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getPutContainerFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns a regular file's bytes (a link or a directory is NOT_FOUND).
     * </pre>
     */
    public dev.responsa.v1.ContainerFileContent getContainerFile(dev.responsa.v1.GetContainerFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetContainerFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Lists a container's regular files.
     * </pre>
     */
    public dev.responsa.v1.ListContainerFilesResponse listContainerFiles(dev.responsa.v1.ListContainerFilesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListContainerFilesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Deletes a file.
     * </pre>
     */
    public dev.responsa.v1.DeleteContainerFileResponse deleteContainerFile(dev.responsa.v1.DeleteContainerFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteContainerFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Runs a command or a Python cell in a container: its stdout and stderr as they come, then
     * its outcome (the last message).
     * </pre>
     */
    public java.util.Iterator<dev.responsa.v1.RunEvent> runInContainer(
        dev.responsa.v1.RunInContainerRequest request) {
      return io.grpc.stub.ClientCalls.blockingServerStreamingCall(
          getChannel(), getRunInContainerMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * SandboxService runs code on the server, safely (docs/sandbox.md): containers of the caller's
   * project, each a set of files mounted at /mnt/data, whose commands run in jails (their own
   * mount, PID, network, IPC and UTS namespaces, read-only system directories, rlimits, an
   * unprivileged uid). Containers and their files are stored (any replica serves them) and
   * expire when idle. Another project's container answers NOT_FOUND, like an unknown one.
   * `responsa sandbox` serves the same service to API processes (their token and the caller's
   * project in `x-responsa-project` required): there a container is only a work directory of
   * that process, made by CreateContainer with `container_id` (the stored container's id), and
   * ListContainerFiles reports each file's `modified_ns`.
   * </pre>
   */
  public static final class SandboxServiceFutureStub extends io.grpc.stub.AbstractFutureStub<SandboxServiceFutureStub> {
    private SandboxServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected SandboxServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new SandboxServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates an empty container.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.Container> createContainer(
        dev.responsa.v1.CreateContainerRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateContainerMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns one container.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.Container> getContainer(
        dev.responsa.v1.GetContainerRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetContainerMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Lists the project's containers, oldest first.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ListContainersResponse> listContainers(
        dev.responsa.v1.ListContainersRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListContainersMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Deletes a container and its files.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.DeleteContainerResponse> deleteContainer(
        dev.responsa.v1.DeleteContainerRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteContainerMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Writes a file into a container (replacing a regular file at that path).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ContainerFile> putContainerFile(
        dev.responsa.v1.PutContainerFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getPutContainerFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns a regular file's bytes (a link or a directory is NOT_FOUND).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ContainerFileContent> getContainerFile(
        dev.responsa.v1.GetContainerFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetContainerFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Lists a container's regular files.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ListContainerFilesResponse> listContainerFiles(
        dev.responsa.v1.ListContainerFilesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListContainerFilesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Deletes a file.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.DeleteContainerFileResponse> deleteContainerFile(
        dev.responsa.v1.DeleteContainerFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteContainerFileMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_CREATE_CONTAINER = 0;
  private static final int METHODID_GET_CONTAINER = 1;
  private static final int METHODID_LIST_CONTAINERS = 2;
  private static final int METHODID_DELETE_CONTAINER = 3;
  private static final int METHODID_PUT_CONTAINER_FILE = 4;
  private static final int METHODID_GET_CONTAINER_FILE = 5;
  private static final int METHODID_LIST_CONTAINER_FILES = 6;
  private static final int METHODID_DELETE_CONTAINER_FILE = 7;
  private static final int METHODID_RUN_IN_CONTAINER = 8;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final SandboxServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(SandboxServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_CREATE_CONTAINER:
          serviceImpl.createContainer((dev.responsa.v1.CreateContainerRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.Container>) responseObserver);
          break;
        case METHODID_GET_CONTAINER:
          serviceImpl.getContainer((dev.responsa.v1.GetContainerRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.Container>) responseObserver);
          break;
        case METHODID_LIST_CONTAINERS:
          serviceImpl.listContainers((dev.responsa.v1.ListContainersRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ListContainersResponse>) responseObserver);
          break;
        case METHODID_DELETE_CONTAINER:
          serviceImpl.deleteContainer((dev.responsa.v1.DeleteContainerRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteContainerResponse>) responseObserver);
          break;
        case METHODID_PUT_CONTAINER_FILE:
          serviceImpl.putContainerFile((dev.responsa.v1.PutContainerFileRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ContainerFile>) responseObserver);
          break;
        case METHODID_GET_CONTAINER_FILE:
          serviceImpl.getContainerFile((dev.responsa.v1.GetContainerFileRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ContainerFileContent>) responseObserver);
          break;
        case METHODID_LIST_CONTAINER_FILES:
          serviceImpl.listContainerFiles((dev.responsa.v1.ListContainerFilesRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ListContainerFilesResponse>) responseObserver);
          break;
        case METHODID_DELETE_CONTAINER_FILE:
          serviceImpl.deleteContainerFile((dev.responsa.v1.DeleteContainerFileRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteContainerFileResponse>) responseObserver);
          break;
        case METHODID_RUN_IN_CONTAINER:
          serviceImpl.runInContainer((dev.responsa.v1.RunInContainerRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.RunEvent>) responseObserver);
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

  private static abstract class SandboxServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    SandboxServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.SandboxProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("SandboxService");
    }
  }

  private static final class SandboxServiceFileDescriptorSupplier
      extends SandboxServiceBaseDescriptorSupplier {
    SandboxServiceFileDescriptorSupplier() {}
  }

  private static final class SandboxServiceMethodDescriptorSupplier
      extends SandboxServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    SandboxServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (SandboxServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new SandboxServiceFileDescriptorSupplier())
              .addMethod(getCreateContainerMethod())
              .addMethod(getGetContainerMethod())
              .addMethod(getListContainersMethod())
              .addMethod(getDeleteContainerMethod())
              .addMethod(getPutContainerFileMethod())
              .addMethod(getGetContainerFileMethod())
              .addMethod(getListContainerFilesMethod())
              .addMethod(getDeleteContainerFileMethod())
              .addMethod(getRunInContainerMethod())
              .build();
        }
      }
    }
    return result;
  }
}
