package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * VectorStoresService is the typed gRPC surface of OpenAI's Vector Stores API: collections of
 * ingested files that file_search and the search method query.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/vector_stores.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class VectorStoresServiceGrpc {

  private VectorStoresServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.VectorStoresService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CreateVectorStoreRequest,
      dev.responsa.v1.VectorStore> getCreateVectorStoreMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateVectorStore",
      requestType = dev.responsa.v1.CreateVectorStoreRequest.class,
      responseType = dev.responsa.v1.VectorStore.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CreateVectorStoreRequest,
      dev.responsa.v1.VectorStore> getCreateVectorStoreMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CreateVectorStoreRequest, dev.responsa.v1.VectorStore> getCreateVectorStoreMethod;
    if ((getCreateVectorStoreMethod = VectorStoresServiceGrpc.getCreateVectorStoreMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getCreateVectorStoreMethod = VectorStoresServiceGrpc.getCreateVectorStoreMethod) == null) {
          VectorStoresServiceGrpc.getCreateVectorStoreMethod = getCreateVectorStoreMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CreateVectorStoreRequest, dev.responsa.v1.VectorStore>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateVectorStore"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreateVectorStoreRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.VectorStore.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("CreateVectorStore"))
              .build();
        }
      }
    }
    return getCreateVectorStoreMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListVectorStoresRequest,
      dev.responsa.v1.ListVectorStoresResponse> getListVectorStoresMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListVectorStores",
      requestType = dev.responsa.v1.ListVectorStoresRequest.class,
      responseType = dev.responsa.v1.ListVectorStoresResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListVectorStoresRequest,
      dev.responsa.v1.ListVectorStoresResponse> getListVectorStoresMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListVectorStoresRequest, dev.responsa.v1.ListVectorStoresResponse> getListVectorStoresMethod;
    if ((getListVectorStoresMethod = VectorStoresServiceGrpc.getListVectorStoresMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getListVectorStoresMethod = VectorStoresServiceGrpc.getListVectorStoresMethod) == null) {
          VectorStoresServiceGrpc.getListVectorStoresMethod = getListVectorStoresMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListVectorStoresRequest, dev.responsa.v1.ListVectorStoresResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListVectorStores"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListVectorStoresRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListVectorStoresResponse.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("ListVectorStores"))
              .build();
        }
      }
    }
    return getListVectorStoresMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreRequest,
      dev.responsa.v1.VectorStore> getGetVectorStoreMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetVectorStore",
      requestType = dev.responsa.v1.GetVectorStoreRequest.class,
      responseType = dev.responsa.v1.VectorStore.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreRequest,
      dev.responsa.v1.VectorStore> getGetVectorStoreMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreRequest, dev.responsa.v1.VectorStore> getGetVectorStoreMethod;
    if ((getGetVectorStoreMethod = VectorStoresServiceGrpc.getGetVectorStoreMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getGetVectorStoreMethod = VectorStoresServiceGrpc.getGetVectorStoreMethod) == null) {
          VectorStoresServiceGrpc.getGetVectorStoreMethod = getGetVectorStoreMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetVectorStoreRequest, dev.responsa.v1.VectorStore>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetVectorStore"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetVectorStoreRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.VectorStore.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("GetVectorStore"))
              .build();
        }
      }
    }
    return getGetVectorStoreMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ModifyVectorStoreRequest,
      dev.responsa.v1.VectorStore> getModifyVectorStoreMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ModifyVectorStore",
      requestType = dev.responsa.v1.ModifyVectorStoreRequest.class,
      responseType = dev.responsa.v1.VectorStore.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ModifyVectorStoreRequest,
      dev.responsa.v1.VectorStore> getModifyVectorStoreMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ModifyVectorStoreRequest, dev.responsa.v1.VectorStore> getModifyVectorStoreMethod;
    if ((getModifyVectorStoreMethod = VectorStoresServiceGrpc.getModifyVectorStoreMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getModifyVectorStoreMethod = VectorStoresServiceGrpc.getModifyVectorStoreMethod) == null) {
          VectorStoresServiceGrpc.getModifyVectorStoreMethod = getModifyVectorStoreMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ModifyVectorStoreRequest, dev.responsa.v1.VectorStore>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ModifyVectorStore"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ModifyVectorStoreRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.VectorStore.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("ModifyVectorStore"))
              .build();
        }
      }
    }
    return getModifyVectorStoreMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreRequest,
      dev.responsa.v1.DeleteVectorStoreResponse> getDeleteVectorStoreMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteVectorStore",
      requestType = dev.responsa.v1.GetVectorStoreRequest.class,
      responseType = dev.responsa.v1.DeleteVectorStoreResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreRequest,
      dev.responsa.v1.DeleteVectorStoreResponse> getDeleteVectorStoreMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreRequest, dev.responsa.v1.DeleteVectorStoreResponse> getDeleteVectorStoreMethod;
    if ((getDeleteVectorStoreMethod = VectorStoresServiceGrpc.getDeleteVectorStoreMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getDeleteVectorStoreMethod = VectorStoresServiceGrpc.getDeleteVectorStoreMethod) == null) {
          VectorStoresServiceGrpc.getDeleteVectorStoreMethod = getDeleteVectorStoreMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetVectorStoreRequest, dev.responsa.v1.DeleteVectorStoreResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteVectorStore"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetVectorStoreRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteVectorStoreResponse.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("DeleteVectorStore"))
              .build();
        }
      }
    }
    return getDeleteVectorStoreMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CreateVectorStoreFileRequest,
      dev.responsa.v1.VectorStoreFile> getCreateVectorStoreFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateVectorStoreFile",
      requestType = dev.responsa.v1.CreateVectorStoreFileRequest.class,
      responseType = dev.responsa.v1.VectorStoreFile.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CreateVectorStoreFileRequest,
      dev.responsa.v1.VectorStoreFile> getCreateVectorStoreFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CreateVectorStoreFileRequest, dev.responsa.v1.VectorStoreFile> getCreateVectorStoreFileMethod;
    if ((getCreateVectorStoreFileMethod = VectorStoresServiceGrpc.getCreateVectorStoreFileMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getCreateVectorStoreFileMethod = VectorStoresServiceGrpc.getCreateVectorStoreFileMethod) == null) {
          VectorStoresServiceGrpc.getCreateVectorStoreFileMethod = getCreateVectorStoreFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CreateVectorStoreFileRequest, dev.responsa.v1.VectorStoreFile>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateVectorStoreFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreateVectorStoreFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.VectorStoreFile.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("CreateVectorStoreFile"))
              .build();
        }
      }
    }
    return getCreateVectorStoreFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListVectorStoreFilesRequest,
      dev.responsa.v1.ListVectorStoreFilesResponse> getListVectorStoreFilesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListVectorStoreFiles",
      requestType = dev.responsa.v1.ListVectorStoreFilesRequest.class,
      responseType = dev.responsa.v1.ListVectorStoreFilesResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListVectorStoreFilesRequest,
      dev.responsa.v1.ListVectorStoreFilesResponse> getListVectorStoreFilesMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListVectorStoreFilesRequest, dev.responsa.v1.ListVectorStoreFilesResponse> getListVectorStoreFilesMethod;
    if ((getListVectorStoreFilesMethod = VectorStoresServiceGrpc.getListVectorStoreFilesMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getListVectorStoreFilesMethod = VectorStoresServiceGrpc.getListVectorStoreFilesMethod) == null) {
          VectorStoresServiceGrpc.getListVectorStoreFilesMethod = getListVectorStoreFilesMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListVectorStoreFilesRequest, dev.responsa.v1.ListVectorStoreFilesResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListVectorStoreFiles"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListVectorStoreFilesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListVectorStoreFilesResponse.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("ListVectorStoreFiles"))
              .build();
        }
      }
    }
    return getListVectorStoreFilesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest,
      dev.responsa.v1.VectorStoreFile> getGetVectorStoreFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetVectorStoreFile",
      requestType = dev.responsa.v1.GetVectorStoreFileRequest.class,
      responseType = dev.responsa.v1.VectorStoreFile.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest,
      dev.responsa.v1.VectorStoreFile> getGetVectorStoreFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest, dev.responsa.v1.VectorStoreFile> getGetVectorStoreFileMethod;
    if ((getGetVectorStoreFileMethod = VectorStoresServiceGrpc.getGetVectorStoreFileMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getGetVectorStoreFileMethod = VectorStoresServiceGrpc.getGetVectorStoreFileMethod) == null) {
          VectorStoresServiceGrpc.getGetVectorStoreFileMethod = getGetVectorStoreFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetVectorStoreFileRequest, dev.responsa.v1.VectorStoreFile>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetVectorStoreFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetVectorStoreFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.VectorStoreFile.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("GetVectorStoreFile"))
              .build();
        }
      }
    }
    return getGetVectorStoreFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.UpdateVectorStoreFileRequest,
      dev.responsa.v1.VectorStoreFile> getUpdateVectorStoreFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "UpdateVectorStoreFile",
      requestType = dev.responsa.v1.UpdateVectorStoreFileRequest.class,
      responseType = dev.responsa.v1.VectorStoreFile.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.UpdateVectorStoreFileRequest,
      dev.responsa.v1.VectorStoreFile> getUpdateVectorStoreFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.UpdateVectorStoreFileRequest, dev.responsa.v1.VectorStoreFile> getUpdateVectorStoreFileMethod;
    if ((getUpdateVectorStoreFileMethod = VectorStoresServiceGrpc.getUpdateVectorStoreFileMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getUpdateVectorStoreFileMethod = VectorStoresServiceGrpc.getUpdateVectorStoreFileMethod) == null) {
          VectorStoresServiceGrpc.getUpdateVectorStoreFileMethod = getUpdateVectorStoreFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.UpdateVectorStoreFileRequest, dev.responsa.v1.VectorStoreFile>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "UpdateVectorStoreFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.UpdateVectorStoreFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.VectorStoreFile.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("UpdateVectorStoreFile"))
              .build();
        }
      }
    }
    return getUpdateVectorStoreFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest,
      dev.responsa.v1.DeleteVectorStoreFileResponse> getDeleteVectorStoreFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteVectorStoreFile",
      requestType = dev.responsa.v1.GetVectorStoreFileRequest.class,
      responseType = dev.responsa.v1.DeleteVectorStoreFileResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest,
      dev.responsa.v1.DeleteVectorStoreFileResponse> getDeleteVectorStoreFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest, dev.responsa.v1.DeleteVectorStoreFileResponse> getDeleteVectorStoreFileMethod;
    if ((getDeleteVectorStoreFileMethod = VectorStoresServiceGrpc.getDeleteVectorStoreFileMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getDeleteVectorStoreFileMethod = VectorStoresServiceGrpc.getDeleteVectorStoreFileMethod) == null) {
          VectorStoresServiceGrpc.getDeleteVectorStoreFileMethod = getDeleteVectorStoreFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetVectorStoreFileRequest, dev.responsa.v1.DeleteVectorStoreFileResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteVectorStoreFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetVectorStoreFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteVectorStoreFileResponse.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("DeleteVectorStoreFile"))
              .build();
        }
      }
    }
    return getDeleteVectorStoreFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest,
      dev.responsa.v1.VectorStoreFileContent> getGetVectorStoreFileContentMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetVectorStoreFileContent",
      requestType = dev.responsa.v1.GetVectorStoreFileRequest.class,
      responseType = dev.responsa.v1.VectorStoreFileContent.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest,
      dev.responsa.v1.VectorStoreFileContent> getGetVectorStoreFileContentMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest, dev.responsa.v1.VectorStoreFileContent> getGetVectorStoreFileContentMethod;
    if ((getGetVectorStoreFileContentMethod = VectorStoresServiceGrpc.getGetVectorStoreFileContentMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getGetVectorStoreFileContentMethod = VectorStoresServiceGrpc.getGetVectorStoreFileContentMethod) == null) {
          VectorStoresServiceGrpc.getGetVectorStoreFileContentMethod = getGetVectorStoreFileContentMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetVectorStoreFileRequest, dev.responsa.v1.VectorStoreFileContent>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetVectorStoreFileContent"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetVectorStoreFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.VectorStoreFileContent.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("GetVectorStoreFileContent"))
              .build();
        }
      }
    }
    return getGetVectorStoreFileContentMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CreateFileBatchRequest,
      dev.responsa.v1.FileBatch> getCreateFileBatchMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateFileBatch",
      requestType = dev.responsa.v1.CreateFileBatchRequest.class,
      responseType = dev.responsa.v1.FileBatch.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CreateFileBatchRequest,
      dev.responsa.v1.FileBatch> getCreateFileBatchMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CreateFileBatchRequest, dev.responsa.v1.FileBatch> getCreateFileBatchMethod;
    if ((getCreateFileBatchMethod = VectorStoresServiceGrpc.getCreateFileBatchMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getCreateFileBatchMethod = VectorStoresServiceGrpc.getCreateFileBatchMethod) == null) {
          VectorStoresServiceGrpc.getCreateFileBatchMethod = getCreateFileBatchMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CreateFileBatchRequest, dev.responsa.v1.FileBatch>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateFileBatch"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreateFileBatchRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.FileBatch.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("CreateFileBatch"))
              .build();
        }
      }
    }
    return getCreateFileBatchMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetFileBatchRequest,
      dev.responsa.v1.FileBatch> getGetFileBatchMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetFileBatch",
      requestType = dev.responsa.v1.GetFileBatchRequest.class,
      responseType = dev.responsa.v1.FileBatch.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetFileBatchRequest,
      dev.responsa.v1.FileBatch> getGetFileBatchMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetFileBatchRequest, dev.responsa.v1.FileBatch> getGetFileBatchMethod;
    if ((getGetFileBatchMethod = VectorStoresServiceGrpc.getGetFileBatchMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getGetFileBatchMethod = VectorStoresServiceGrpc.getGetFileBatchMethod) == null) {
          VectorStoresServiceGrpc.getGetFileBatchMethod = getGetFileBatchMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetFileBatchRequest, dev.responsa.v1.FileBatch>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetFileBatch"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetFileBatchRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.FileBatch.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("GetFileBatch"))
              .build();
        }
      }
    }
    return getGetFileBatchMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetFileBatchRequest,
      dev.responsa.v1.FileBatch> getCancelFileBatchMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CancelFileBatch",
      requestType = dev.responsa.v1.GetFileBatchRequest.class,
      responseType = dev.responsa.v1.FileBatch.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetFileBatchRequest,
      dev.responsa.v1.FileBatch> getCancelFileBatchMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetFileBatchRequest, dev.responsa.v1.FileBatch> getCancelFileBatchMethod;
    if ((getCancelFileBatchMethod = VectorStoresServiceGrpc.getCancelFileBatchMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getCancelFileBatchMethod = VectorStoresServiceGrpc.getCancelFileBatchMethod) == null) {
          VectorStoresServiceGrpc.getCancelFileBatchMethod = getCancelFileBatchMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetFileBatchRequest, dev.responsa.v1.FileBatch>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CancelFileBatch"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetFileBatchRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.FileBatch.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("CancelFileBatch"))
              .build();
        }
      }
    }
    return getCancelFileBatchMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListFileBatchFilesRequest,
      dev.responsa.v1.ListVectorStoreFilesResponse> getListFileBatchFilesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListFileBatchFiles",
      requestType = dev.responsa.v1.ListFileBatchFilesRequest.class,
      responseType = dev.responsa.v1.ListVectorStoreFilesResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListFileBatchFilesRequest,
      dev.responsa.v1.ListVectorStoreFilesResponse> getListFileBatchFilesMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListFileBatchFilesRequest, dev.responsa.v1.ListVectorStoreFilesResponse> getListFileBatchFilesMethod;
    if ((getListFileBatchFilesMethod = VectorStoresServiceGrpc.getListFileBatchFilesMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getListFileBatchFilesMethod = VectorStoresServiceGrpc.getListFileBatchFilesMethod) == null) {
          VectorStoresServiceGrpc.getListFileBatchFilesMethod = getListFileBatchFilesMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListFileBatchFilesRequest, dev.responsa.v1.ListVectorStoreFilesResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListFileBatchFiles"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListFileBatchFilesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListVectorStoreFilesResponse.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("ListFileBatchFiles"))
              .build();
        }
      }
    }
    return getListFileBatchFilesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.SearchVectorStoreRequest,
      dev.responsa.v1.SearchResultsPage> getSearchVectorStoreMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "SearchVectorStore",
      requestType = dev.responsa.v1.SearchVectorStoreRequest.class,
      responseType = dev.responsa.v1.SearchResultsPage.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.SearchVectorStoreRequest,
      dev.responsa.v1.SearchResultsPage> getSearchVectorStoreMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.SearchVectorStoreRequest, dev.responsa.v1.SearchResultsPage> getSearchVectorStoreMethod;
    if ((getSearchVectorStoreMethod = VectorStoresServiceGrpc.getSearchVectorStoreMethod) == null) {
      synchronized (VectorStoresServiceGrpc.class) {
        if ((getSearchVectorStoreMethod = VectorStoresServiceGrpc.getSearchVectorStoreMethod) == null) {
          VectorStoresServiceGrpc.getSearchVectorStoreMethod = getSearchVectorStoreMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.SearchVectorStoreRequest, dev.responsa.v1.SearchResultsPage>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "SearchVectorStore"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.SearchVectorStoreRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.SearchResultsPage.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresServiceMethodDescriptorSupplier("SearchVectorStore"))
              .build();
        }
      }
    }
    return getSearchVectorStoreMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static VectorStoresServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<VectorStoresServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<VectorStoresServiceStub>() {
        @java.lang.Override
        public VectorStoresServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new VectorStoresServiceStub(channel, callOptions);
        }
      };
    return VectorStoresServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static VectorStoresServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<VectorStoresServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<VectorStoresServiceBlockingStub>() {
        @java.lang.Override
        public VectorStoresServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new VectorStoresServiceBlockingStub(channel, callOptions);
        }
      };
    return VectorStoresServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static VectorStoresServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<VectorStoresServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<VectorStoresServiceFutureStub>() {
        @java.lang.Override
        public VectorStoresServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new VectorStoresServiceFutureStub(channel, callOptions);
        }
      };
    return VectorStoresServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * VectorStoresService is the typed gRPC surface of OpenAI's Vector Stores API: collections of
   * ingested files that file_search and the search method query.
   * </pre>
   */
  public static abstract class VectorStoresServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * Creates a vector store (files given are ingested in the background).
     * </pre>
     */
    public void createVectorStore(dev.responsa.v1.CreateVectorStoreRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStore> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateVectorStoreMethod(), responseObserver);
    }

    /**
     * <pre>
     * Pages through vector stores.
     * </pre>
     */
    public void listVectorStores(dev.responsa.v1.ListVectorStoresRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListVectorStoresResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListVectorStoresMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns one vector store.
     * </pre>
     */
    public void getVectorStore(dev.responsa.v1.GetVectorStoreRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStore> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetVectorStoreMethod(), responseObserver);
    }

    /**
     * <pre>
     * Changes name, expiry or metadata.
     * </pre>
     */
    public void modifyVectorStore(dev.responsa.v1.ModifyVectorStoreRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStore> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getModifyVectorStoreMethod(), responseObserver);
    }

    /**
     * <pre>
     * Deletes a vector store (not its files).
     * </pre>
     */
    public void deleteVectorStore(dev.responsa.v1.GetVectorStoreRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteVectorStoreResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteVectorStoreMethod(), responseObserver);
    }

    /**
     * <pre>
     * Attaches a file (ingested in the background).
     * </pre>
     */
    public void createVectorStoreFile(dev.responsa.v1.CreateVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStoreFile> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateVectorStoreFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * Pages through a store's files.
     * </pre>
     */
    public void listVectorStoreFiles(dev.responsa.v1.ListVectorStoreFilesRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListVectorStoreFilesResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListVectorStoreFilesMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns one attached file.
     * </pre>
     */
    public void getVectorStoreFile(dev.responsa.v1.GetVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStoreFile> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetVectorStoreFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * Replaces an attached file's attributes.
     * </pre>
     */
    public void updateVectorStoreFile(dev.responsa.v1.UpdateVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStoreFile> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getUpdateVectorStoreFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * Detaches a file and drops its chunks.
     * </pre>
     */
    public void deleteVectorStoreFile(dev.responsa.v1.GetVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteVectorStoreFileResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteVectorStoreFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * The parsed text of an attached file.
     * </pre>
     */
    public void getVectorStoreFileContent(dev.responsa.v1.GetVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStoreFileContent> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetVectorStoreFileContentMethod(), responseObserver);
    }

    /**
     * <pre>
     * Attaches many files at once.
     * </pre>
     */
    public void createFileBatch(dev.responsa.v1.CreateFileBatchRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.FileBatch> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateFileBatchMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns a batch.
     * </pre>
     */
    public void getFileBatch(dev.responsa.v1.GetFileBatchRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.FileBatch> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetFileBatchMethod(), responseObserver);
    }

    /**
     * <pre>
     * Cancels a batch's files not yet ingested.
     * </pre>
     */
    public void cancelFileBatch(dev.responsa.v1.GetFileBatchRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.FileBatch> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCancelFileBatchMethod(), responseObserver);
    }

    /**
     * <pre>
     * Pages through a batch's files.
     * </pre>
     */
    public void listFileBatchFiles(dev.responsa.v1.ListFileBatchFilesRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListVectorStoreFilesResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListFileBatchFilesMethod(), responseObserver);
    }

    /**
     * <pre>
     * Searches a vector store.
     * </pre>
     */
    public void searchVectorStore(dev.responsa.v1.SearchVectorStoreRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.SearchResultsPage> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getSearchVectorStoreMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getCreateVectorStoreMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.CreateVectorStoreRequest,
                dev.responsa.v1.VectorStore>(
                  this, METHODID_CREATE_VECTOR_STORE)))
          .addMethod(
            getListVectorStoresMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListVectorStoresRequest,
                dev.responsa.v1.ListVectorStoresResponse>(
                  this, METHODID_LIST_VECTOR_STORES)))
          .addMethod(
            getGetVectorStoreMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetVectorStoreRequest,
                dev.responsa.v1.VectorStore>(
                  this, METHODID_GET_VECTOR_STORE)))
          .addMethod(
            getModifyVectorStoreMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ModifyVectorStoreRequest,
                dev.responsa.v1.VectorStore>(
                  this, METHODID_MODIFY_VECTOR_STORE)))
          .addMethod(
            getDeleteVectorStoreMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetVectorStoreRequest,
                dev.responsa.v1.DeleteVectorStoreResponse>(
                  this, METHODID_DELETE_VECTOR_STORE)))
          .addMethod(
            getCreateVectorStoreFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.CreateVectorStoreFileRequest,
                dev.responsa.v1.VectorStoreFile>(
                  this, METHODID_CREATE_VECTOR_STORE_FILE)))
          .addMethod(
            getListVectorStoreFilesMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListVectorStoreFilesRequest,
                dev.responsa.v1.ListVectorStoreFilesResponse>(
                  this, METHODID_LIST_VECTOR_STORE_FILES)))
          .addMethod(
            getGetVectorStoreFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetVectorStoreFileRequest,
                dev.responsa.v1.VectorStoreFile>(
                  this, METHODID_GET_VECTOR_STORE_FILE)))
          .addMethod(
            getUpdateVectorStoreFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.UpdateVectorStoreFileRequest,
                dev.responsa.v1.VectorStoreFile>(
                  this, METHODID_UPDATE_VECTOR_STORE_FILE)))
          .addMethod(
            getDeleteVectorStoreFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetVectorStoreFileRequest,
                dev.responsa.v1.DeleteVectorStoreFileResponse>(
                  this, METHODID_DELETE_VECTOR_STORE_FILE)))
          .addMethod(
            getGetVectorStoreFileContentMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetVectorStoreFileRequest,
                dev.responsa.v1.VectorStoreFileContent>(
                  this, METHODID_GET_VECTOR_STORE_FILE_CONTENT)))
          .addMethod(
            getCreateFileBatchMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.CreateFileBatchRequest,
                dev.responsa.v1.FileBatch>(
                  this, METHODID_CREATE_FILE_BATCH)))
          .addMethod(
            getGetFileBatchMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetFileBatchRequest,
                dev.responsa.v1.FileBatch>(
                  this, METHODID_GET_FILE_BATCH)))
          .addMethod(
            getCancelFileBatchMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetFileBatchRequest,
                dev.responsa.v1.FileBatch>(
                  this, METHODID_CANCEL_FILE_BATCH)))
          .addMethod(
            getListFileBatchFilesMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListFileBatchFilesRequest,
                dev.responsa.v1.ListVectorStoreFilesResponse>(
                  this, METHODID_LIST_FILE_BATCH_FILES)))
          .addMethod(
            getSearchVectorStoreMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.SearchVectorStoreRequest,
                dev.responsa.v1.SearchResultsPage>(
                  this, METHODID_SEARCH_VECTOR_STORE)))
          .build();
    }
  }

  /**
   * <pre>
   * VectorStoresService is the typed gRPC surface of OpenAI's Vector Stores API: collections of
   * ingested files that file_search and the search method query.
   * </pre>
   */
  public static final class VectorStoresServiceStub extends io.grpc.stub.AbstractAsyncStub<VectorStoresServiceStub> {
    private VectorStoresServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected VectorStoresServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new VectorStoresServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates a vector store (files given are ingested in the background).
     * </pre>
     */
    public void createVectorStore(dev.responsa.v1.CreateVectorStoreRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStore> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateVectorStoreMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Pages through vector stores.
     * </pre>
     */
    public void listVectorStores(dev.responsa.v1.ListVectorStoresRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListVectorStoresResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListVectorStoresMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns one vector store.
     * </pre>
     */
    public void getVectorStore(dev.responsa.v1.GetVectorStoreRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStore> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetVectorStoreMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Changes name, expiry or metadata.
     * </pre>
     */
    public void modifyVectorStore(dev.responsa.v1.ModifyVectorStoreRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStore> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getModifyVectorStoreMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Deletes a vector store (not its files).
     * </pre>
     */
    public void deleteVectorStore(dev.responsa.v1.GetVectorStoreRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteVectorStoreResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteVectorStoreMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Attaches a file (ingested in the background).
     * </pre>
     */
    public void createVectorStoreFile(dev.responsa.v1.CreateVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStoreFile> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateVectorStoreFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Pages through a store's files.
     * </pre>
     */
    public void listVectorStoreFiles(dev.responsa.v1.ListVectorStoreFilesRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListVectorStoreFilesResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListVectorStoreFilesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns one attached file.
     * </pre>
     */
    public void getVectorStoreFile(dev.responsa.v1.GetVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStoreFile> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetVectorStoreFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Replaces an attached file's attributes.
     * </pre>
     */
    public void updateVectorStoreFile(dev.responsa.v1.UpdateVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStoreFile> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getUpdateVectorStoreFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Detaches a file and drops its chunks.
     * </pre>
     */
    public void deleteVectorStoreFile(dev.responsa.v1.GetVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteVectorStoreFileResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteVectorStoreFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * The parsed text of an attached file.
     * </pre>
     */
    public void getVectorStoreFileContent(dev.responsa.v1.GetVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStoreFileContent> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetVectorStoreFileContentMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Attaches many files at once.
     * </pre>
     */
    public void createFileBatch(dev.responsa.v1.CreateFileBatchRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.FileBatch> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateFileBatchMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns a batch.
     * </pre>
     */
    public void getFileBatch(dev.responsa.v1.GetFileBatchRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.FileBatch> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetFileBatchMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Cancels a batch's files not yet ingested.
     * </pre>
     */
    public void cancelFileBatch(dev.responsa.v1.GetFileBatchRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.FileBatch> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCancelFileBatchMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Pages through a batch's files.
     * </pre>
     */
    public void listFileBatchFiles(dev.responsa.v1.ListFileBatchFilesRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ListVectorStoreFilesResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListFileBatchFilesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Searches a vector store.
     * </pre>
     */
    public void searchVectorStore(dev.responsa.v1.SearchVectorStoreRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.SearchResultsPage> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getSearchVectorStoreMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * VectorStoresService is the typed gRPC surface of OpenAI's Vector Stores API: collections of
   * ingested files that file_search and the search method query.
   * </pre>
   */
  public static final class VectorStoresServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<VectorStoresServiceBlockingStub> {
    private VectorStoresServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected VectorStoresServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new VectorStoresServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates a vector store (files given are ingested in the background).
     * </pre>
     */
    public dev.responsa.v1.VectorStore createVectorStore(dev.responsa.v1.CreateVectorStoreRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateVectorStoreMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Pages through vector stores.
     * </pre>
     */
    public dev.responsa.v1.ListVectorStoresResponse listVectorStores(dev.responsa.v1.ListVectorStoresRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListVectorStoresMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns one vector store.
     * </pre>
     */
    public dev.responsa.v1.VectorStore getVectorStore(dev.responsa.v1.GetVectorStoreRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetVectorStoreMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Changes name, expiry or metadata.
     * </pre>
     */
    public dev.responsa.v1.VectorStore modifyVectorStore(dev.responsa.v1.ModifyVectorStoreRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getModifyVectorStoreMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Deletes a vector store (not its files).
     * </pre>
     */
    public dev.responsa.v1.DeleteVectorStoreResponse deleteVectorStore(dev.responsa.v1.GetVectorStoreRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteVectorStoreMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Attaches a file (ingested in the background).
     * </pre>
     */
    public dev.responsa.v1.VectorStoreFile createVectorStoreFile(dev.responsa.v1.CreateVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateVectorStoreFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Pages through a store's files.
     * </pre>
     */
    public dev.responsa.v1.ListVectorStoreFilesResponse listVectorStoreFiles(dev.responsa.v1.ListVectorStoreFilesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListVectorStoreFilesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns one attached file.
     * </pre>
     */
    public dev.responsa.v1.VectorStoreFile getVectorStoreFile(dev.responsa.v1.GetVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetVectorStoreFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Replaces an attached file's attributes.
     * </pre>
     */
    public dev.responsa.v1.VectorStoreFile updateVectorStoreFile(dev.responsa.v1.UpdateVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getUpdateVectorStoreFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Detaches a file and drops its chunks.
     * </pre>
     */
    public dev.responsa.v1.DeleteVectorStoreFileResponse deleteVectorStoreFile(dev.responsa.v1.GetVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteVectorStoreFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * The parsed text of an attached file.
     * </pre>
     */
    public dev.responsa.v1.VectorStoreFileContent getVectorStoreFileContent(dev.responsa.v1.GetVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetVectorStoreFileContentMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Attaches many files at once.
     * </pre>
     */
    public dev.responsa.v1.FileBatch createFileBatch(dev.responsa.v1.CreateFileBatchRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateFileBatchMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns a batch.
     * </pre>
     */
    public dev.responsa.v1.FileBatch getFileBatch(dev.responsa.v1.GetFileBatchRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetFileBatchMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Cancels a batch's files not yet ingested.
     * </pre>
     */
    public dev.responsa.v1.FileBatch cancelFileBatch(dev.responsa.v1.GetFileBatchRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCancelFileBatchMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Pages through a batch's files.
     * </pre>
     */
    public dev.responsa.v1.ListVectorStoreFilesResponse listFileBatchFiles(dev.responsa.v1.ListFileBatchFilesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListFileBatchFilesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Searches a vector store.
     * </pre>
     */
    public dev.responsa.v1.SearchResultsPage searchVectorStore(dev.responsa.v1.SearchVectorStoreRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getSearchVectorStoreMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * VectorStoresService is the typed gRPC surface of OpenAI's Vector Stores API: collections of
   * ingested files that file_search and the search method query.
   * </pre>
   */
  public static final class VectorStoresServiceFutureStub extends io.grpc.stub.AbstractFutureStub<VectorStoresServiceFutureStub> {
    private VectorStoresServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected VectorStoresServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new VectorStoresServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates a vector store (files given are ingested in the background).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.VectorStore> createVectorStore(
        dev.responsa.v1.CreateVectorStoreRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateVectorStoreMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Pages through vector stores.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ListVectorStoresResponse> listVectorStores(
        dev.responsa.v1.ListVectorStoresRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListVectorStoresMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns one vector store.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.VectorStore> getVectorStore(
        dev.responsa.v1.GetVectorStoreRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetVectorStoreMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Changes name, expiry or metadata.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.VectorStore> modifyVectorStore(
        dev.responsa.v1.ModifyVectorStoreRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getModifyVectorStoreMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Deletes a vector store (not its files).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.DeleteVectorStoreResponse> deleteVectorStore(
        dev.responsa.v1.GetVectorStoreRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteVectorStoreMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Attaches a file (ingested in the background).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.VectorStoreFile> createVectorStoreFile(
        dev.responsa.v1.CreateVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateVectorStoreFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Pages through a store's files.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ListVectorStoreFilesResponse> listVectorStoreFiles(
        dev.responsa.v1.ListVectorStoreFilesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListVectorStoreFilesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns one attached file.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.VectorStoreFile> getVectorStoreFile(
        dev.responsa.v1.GetVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetVectorStoreFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Replaces an attached file's attributes.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.VectorStoreFile> updateVectorStoreFile(
        dev.responsa.v1.UpdateVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getUpdateVectorStoreFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Detaches a file and drops its chunks.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.DeleteVectorStoreFileResponse> deleteVectorStoreFile(
        dev.responsa.v1.GetVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteVectorStoreFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * The parsed text of an attached file.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.VectorStoreFileContent> getVectorStoreFileContent(
        dev.responsa.v1.GetVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetVectorStoreFileContentMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Attaches many files at once.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.FileBatch> createFileBatch(
        dev.responsa.v1.CreateFileBatchRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateFileBatchMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns a batch.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.FileBatch> getFileBatch(
        dev.responsa.v1.GetFileBatchRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetFileBatchMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Cancels a batch's files not yet ingested.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.FileBatch> cancelFileBatch(
        dev.responsa.v1.GetFileBatchRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCancelFileBatchMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Pages through a batch's files.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ListVectorStoreFilesResponse> listFileBatchFiles(
        dev.responsa.v1.ListFileBatchFilesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListFileBatchFilesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Searches a vector store.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.SearchResultsPage> searchVectorStore(
        dev.responsa.v1.SearchVectorStoreRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getSearchVectorStoreMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_CREATE_VECTOR_STORE = 0;
  private static final int METHODID_LIST_VECTOR_STORES = 1;
  private static final int METHODID_GET_VECTOR_STORE = 2;
  private static final int METHODID_MODIFY_VECTOR_STORE = 3;
  private static final int METHODID_DELETE_VECTOR_STORE = 4;
  private static final int METHODID_CREATE_VECTOR_STORE_FILE = 5;
  private static final int METHODID_LIST_VECTOR_STORE_FILES = 6;
  private static final int METHODID_GET_VECTOR_STORE_FILE = 7;
  private static final int METHODID_UPDATE_VECTOR_STORE_FILE = 8;
  private static final int METHODID_DELETE_VECTOR_STORE_FILE = 9;
  private static final int METHODID_GET_VECTOR_STORE_FILE_CONTENT = 10;
  private static final int METHODID_CREATE_FILE_BATCH = 11;
  private static final int METHODID_GET_FILE_BATCH = 12;
  private static final int METHODID_CANCEL_FILE_BATCH = 13;
  private static final int METHODID_LIST_FILE_BATCH_FILES = 14;
  private static final int METHODID_SEARCH_VECTOR_STORE = 15;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final VectorStoresServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(VectorStoresServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_CREATE_VECTOR_STORE:
          serviceImpl.createVectorStore((dev.responsa.v1.CreateVectorStoreRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStore>) responseObserver);
          break;
        case METHODID_LIST_VECTOR_STORES:
          serviceImpl.listVectorStores((dev.responsa.v1.ListVectorStoresRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ListVectorStoresResponse>) responseObserver);
          break;
        case METHODID_GET_VECTOR_STORE:
          serviceImpl.getVectorStore((dev.responsa.v1.GetVectorStoreRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStore>) responseObserver);
          break;
        case METHODID_MODIFY_VECTOR_STORE:
          serviceImpl.modifyVectorStore((dev.responsa.v1.ModifyVectorStoreRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStore>) responseObserver);
          break;
        case METHODID_DELETE_VECTOR_STORE:
          serviceImpl.deleteVectorStore((dev.responsa.v1.GetVectorStoreRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteVectorStoreResponse>) responseObserver);
          break;
        case METHODID_CREATE_VECTOR_STORE_FILE:
          serviceImpl.createVectorStoreFile((dev.responsa.v1.CreateVectorStoreFileRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStoreFile>) responseObserver);
          break;
        case METHODID_LIST_VECTOR_STORE_FILES:
          serviceImpl.listVectorStoreFiles((dev.responsa.v1.ListVectorStoreFilesRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ListVectorStoreFilesResponse>) responseObserver);
          break;
        case METHODID_GET_VECTOR_STORE_FILE:
          serviceImpl.getVectorStoreFile((dev.responsa.v1.GetVectorStoreFileRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStoreFile>) responseObserver);
          break;
        case METHODID_UPDATE_VECTOR_STORE_FILE:
          serviceImpl.updateVectorStoreFile((dev.responsa.v1.UpdateVectorStoreFileRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStoreFile>) responseObserver);
          break;
        case METHODID_DELETE_VECTOR_STORE_FILE:
          serviceImpl.deleteVectorStoreFile((dev.responsa.v1.GetVectorStoreFileRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteVectorStoreFileResponse>) responseObserver);
          break;
        case METHODID_GET_VECTOR_STORE_FILE_CONTENT:
          serviceImpl.getVectorStoreFileContent((dev.responsa.v1.GetVectorStoreFileRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.VectorStoreFileContent>) responseObserver);
          break;
        case METHODID_CREATE_FILE_BATCH:
          serviceImpl.createFileBatch((dev.responsa.v1.CreateFileBatchRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.FileBatch>) responseObserver);
          break;
        case METHODID_GET_FILE_BATCH:
          serviceImpl.getFileBatch((dev.responsa.v1.GetFileBatchRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.FileBatch>) responseObserver);
          break;
        case METHODID_CANCEL_FILE_BATCH:
          serviceImpl.cancelFileBatch((dev.responsa.v1.GetFileBatchRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.FileBatch>) responseObserver);
          break;
        case METHODID_LIST_FILE_BATCH_FILES:
          serviceImpl.listFileBatchFiles((dev.responsa.v1.ListFileBatchFilesRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ListVectorStoreFilesResponse>) responseObserver);
          break;
        case METHODID_SEARCH_VECTOR_STORE:
          serviceImpl.searchVectorStore((dev.responsa.v1.SearchVectorStoreRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.SearchResultsPage>) responseObserver);
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

  private static abstract class VectorStoresServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    VectorStoresServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.VectorStoresProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("VectorStoresService");
    }
  }

  private static final class VectorStoresServiceFileDescriptorSupplier
      extends VectorStoresServiceBaseDescriptorSupplier {
    VectorStoresServiceFileDescriptorSupplier() {}
  }

  private static final class VectorStoresServiceMethodDescriptorSupplier
      extends VectorStoresServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    VectorStoresServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (VectorStoresServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new VectorStoresServiceFileDescriptorSupplier())
              .addMethod(getCreateVectorStoreMethod())
              .addMethod(getListVectorStoresMethod())
              .addMethod(getGetVectorStoreMethod())
              .addMethod(getModifyVectorStoreMethod())
              .addMethod(getDeleteVectorStoreMethod())
              .addMethod(getCreateVectorStoreFileMethod())
              .addMethod(getListVectorStoreFilesMethod())
              .addMethod(getGetVectorStoreFileMethod())
              .addMethod(getUpdateVectorStoreFileMethod())
              .addMethod(getDeleteVectorStoreFileMethod())
              .addMethod(getGetVectorStoreFileContentMethod())
              .addMethod(getCreateFileBatchMethod())
              .addMethod(getGetFileBatchMethod())
              .addMethod(getCancelFileBatchMethod())
              .addMethod(getListFileBatchFilesMethod())
              .addMethod(getSearchVectorStoreMethod())
              .build();
        }
      }
    }
    return result;
  }
}
