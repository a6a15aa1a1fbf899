package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * VectorStoresHttpService is the OpenAI REST surface over the same implementation: bodies are
 * OpenAI's JSON in an HttpBody, answers are OpenAI's JSON bytes.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/vector_stores.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class VectorStoresHttpServiceGrpc {

  private VectorStoresHttpServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.VectorStoresHttpService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<com.google.api.HttpBody,
      com.google.api.HttpBody> getCreateVectorStoreMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateVectorStore",
      requestType = com.google.api.HttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<com.google.api.HttpBody,
      com.google.api.HttpBody> getCreateVectorStoreMethod() {
    io.grpc.MethodDescriptor<com.google.api.HttpBody, com.google.api.HttpBody> getCreateVectorStoreMethod;
    if ((getCreateVectorStoreMethod = VectorStoresHttpServiceGrpc.getCreateVectorStoreMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getCreateVectorStoreMethod = VectorStoresHttpServiceGrpc.getCreateVectorStoreMethod) == null) {
          VectorStoresHttpServiceGrpc.getCreateVectorStoreMethod = getCreateVectorStoreMethod =
              io.grpc.MethodDescriptor.<com.google.api.HttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateVectorStore"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("CreateVectorStore"))
              .build();
        }
      }
    }
    return getCreateVectorStoreMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListVectorStoresRequest,
      com.google.api.HttpBody> getListVectorStoresMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListVectorStores",
      requestType = dev.responsa.v1.ListVectorStoresRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListVectorStoresRequest,
      com.google.api.HttpBody> getListVectorStoresMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListVectorStoresRequest, com.google.api.HttpBody> getListVectorStoresMethod;
    if ((getListVectorStoresMethod = VectorStoresHttpServiceGrpc.getListVectorStoresMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getListVectorStoresMethod = VectorStoresHttpServiceGrpc.getListVectorStoresMethod) == null) {
          VectorStoresHttpServiceGrpc.getListVectorStoresMethod = getListVectorStoresMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListVectorStoresRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListVectorStores"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListVectorStoresRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("ListVectorStores"))
              .build();
        }
      }
    }
    return getListVectorStoresMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreRequest,
      com.google.api.HttpBody> getGetVectorStoreMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetVectorStore",
      requestType = dev.responsa.v1.GetVectorStoreRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreRequest,
      com.google.api.HttpBody> getGetVectorStoreMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreRequest, com.google.api.HttpBody> getGetVectorStoreMethod;
    if ((getGetVectorStoreMethod = VectorStoresHttpServiceGrpc.getGetVectorStoreMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getGetVectorStoreMethod = VectorStoresHttpServiceGrpc.getGetVectorStoreMethod) == null) {
          VectorStoresHttpServiceGrpc.getGetVectorStoreMethod = getGetVectorStoreMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetVectorStoreRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetVectorStore"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetVectorStoreRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("GetVectorStore"))
              .build();
        }
      }
    }
    return getGetVectorStoreMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.VectorStoreHttpRequest,
      com.google.api.HttpBody> getModifyVectorStoreMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ModifyVectorStore",
      requestType = dev.responsa.v1.VectorStoreHttpRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.VectorStoreHttpRequest,
      com.google.api.HttpBody> getModifyVectorStoreMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.VectorStoreHttpRequest, com.google.api.HttpBody> getModifyVectorStoreMethod;
    if ((getModifyVectorStoreMethod = VectorStoresHttpServiceGrpc.getModifyVectorStoreMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getModifyVectorStoreMethod = VectorStoresHttpServiceGrpc.getModifyVectorStoreMethod) == null) {
          VectorStoresHttpServiceGrpc.getModifyVectorStoreMethod = getModifyVectorStoreMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.VectorStoreHttpRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ModifyVectorStore"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.VectorStoreHttpRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("ModifyVectorStore"))
              .build();
        }
      }
    }
    return getModifyVectorStoreMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreRequest,
      com.google.api.HttpBody> getDeleteVectorStoreMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteVectorStore",
      requestType = dev.responsa.v1.GetVectorStoreRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreRequest,
      com.google.api.HttpBody> getDeleteVectorStoreMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreRequest, com.google.api.HttpBody> getDeleteVectorStoreMethod;
    if ((getDeleteVectorStoreMethod = VectorStoresHttpServiceGrpc.getDeleteVectorStoreMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getDeleteVectorStoreMethod = VectorStoresHttpServiceGrpc.getDeleteVectorStoreMethod) == null) {
          VectorStoresHttpServiceGrpc.getDeleteVectorStoreMethod = getDeleteVectorStoreMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetVectorStoreRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteVectorStore"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetVectorStoreRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("DeleteVectorStore"))
              .build();
        }
      }
    }
    return getDeleteVectorStoreMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.VectorStoreHttpRequest,
      com.google.api.HttpBody> getCreateVectorStoreFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateVectorStoreFile",
      requestType = dev.responsa.v1.VectorStoreHttpRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.VectorStoreHttpRequest,
      com.google.api.HttpBody> getCreateVectorStoreFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.VectorStoreHttpRequest, com.google.api.HttpBody> getCreateVectorStoreFileMethod;
    if ((getCreateVectorStoreFileMethod = VectorStoresHttpServiceGrpc.getCreateVectorStoreFileMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getCreateVectorStoreFileMethod = VectorStoresHttpServiceGrpc.getCreateVectorStoreFileMethod) == null) {
          VectorStoresHttpServiceGrpc.getCreateVectorStoreFileMethod = getCreateVectorStoreFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.VectorStoreHttpRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateVectorStoreFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.VectorStoreHttpRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("CreateVectorStoreFile"))
              .build();
        }
      }
    }
    return getCreateVectorStoreFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListVectorStoreFilesRequest,
      com.google.api.HttpBody> getListVectorStoreFilesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListVectorStoreFiles",
      requestType = dev.responsa.v1.ListVectorStoreFilesRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListVectorStoreFilesRequest,
      com.google.api.HttpBody> getListVectorStoreFilesMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListVectorStoreFilesRequest, com.google.api.HttpBody> getListVectorStoreFilesMethod;
    if ((getListVectorStoreFilesMethod = VectorStoresHttpServiceGrpc.getListVectorStoreFilesMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getListVectorStoreFilesMethod = VectorStoresHttpServiceGrpc.getListVectorStoreFilesMethod) == null) {
          VectorStoresHttpServiceGrpc.getListVectorStoreFilesMethod = getListVectorStoreFilesMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListVectorStoreFilesRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListVectorStoreFiles"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListVectorStoreFilesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("ListVectorStoreFiles"))
              .build();
        }
      }
    }
    return getListVectorStoreFilesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest,
      com.google.api.HttpBody> getGetVectorStoreFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetVectorStoreFile",
      requestType = dev.responsa.v1.GetVectorStoreFileRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest,
      com.google.api.HttpBody> getGetVectorStoreFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest, com.google.api.HttpBody> getGetVectorStoreFileMethod;
    if ((getGetVectorStoreFileMethod = VectorStoresHttpServiceGrpc.getGetVectorStoreFileMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getGetVectorStoreFileMethod = VectorStoresHttpServiceGrpc.getGetVectorStoreFileMethod) == null) {
          VectorStoresHttpServiceGrpc.getGetVectorStoreFileMethod = getGetVectorStoreFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetVectorStoreFileRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetVectorStoreFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetVectorStoreFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("GetVectorStoreFile"))
              .build();
        }
      }
    }
    return getGetVectorStoreFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.VectorStoreFileHttpRequest,
      com.google.api.HttpBody> getUpdateVectorStoreFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "UpdateVectorStoreFile",
      requestType = dev.responsa.v1.VectorStoreFileHttpRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.VectorStoreFileHttpRequest,
      com.google.api.HttpBody> getUpdateVectorStoreFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.VectorStoreFileHttpRequest, com.google.api.HttpBody> getUpdateVectorStoreFileMethod;
    if ((getUpdateVectorStoreFileMethod = VectorStoresHttpServiceGrpc.getUpdateVectorStoreFileMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getUpdateVectorStoreFileMethod = VectorStoresHttpServiceGrpc.getUpdateVectorStoreFileMethod) == null) {
          VectorStoresHttpServiceGrpc.getUpdateVectorStoreFileMethod = getUpdateVectorStoreFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.VectorStoreFileHttpRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "UpdateVectorStoreFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.VectorStoreFileHttpRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("UpdateVectorStoreFile"))
              .build();
        }
      }
    }
    return getUpdateVectorStoreFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest,
      com.google.api.HttpBody> getDeleteVectorStoreFileMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteVectorStoreFile",
      requestType = dev.responsa.v1.GetVectorStoreFileRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest,
      com.google.api.HttpBody> getDeleteVectorStoreFileMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest, com.google.api.HttpBody> getDeleteVectorStoreFileMethod;
    if ((getDeleteVectorStoreFileMethod = VectorStoresHttpServiceGrpc.getDeleteVectorStoreFileMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getDeleteVectorStoreFileMethod = VectorStoresHttpServiceGrpc.getDeleteVectorStoreFileMethod) == null) {
          VectorStoresHttpServiceGrpc.getDeleteVectorStoreFileMethod = getDeleteVectorStoreFileMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetVectorStoreFileRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteVectorStoreFile"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetVectorStoreFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("DeleteVectorStoreFile"))
              .build();
        }
      }
    }
    return getDeleteVectorStoreFileMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest,
      com.google.api.HttpBody> getGetVectorStoreFileContentMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetVectorStoreFileContent",
      requestType = dev.responsa.v1.GetVectorStoreFileRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest,
      com.google.api.HttpBody> getGetVectorStoreFileContentMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetVectorStoreFileRequest, com.google.api.HttpBody> getGetVectorStoreFileContentMethod;
    if ((getGetVectorStoreFileContentMethod = VectorStoresHttpServiceGrpc.getGetVectorStoreFileContentMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getGetVectorStoreFileContentMethod = VectorStoresHttpServiceGrpc.getGetVectorStoreFileContentMethod) == null) {
          VectorStoresHttpServiceGrpc.getGetVectorStoreFileContentMethod = getGetVectorStoreFileContentMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetVectorStoreFileRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetVectorStoreFileContent"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetVectorStoreFileRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("GetVectorStoreFileContent"))
              .build();
        }
      }
    }
    return getGetVectorStoreFileContentMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.VectorStoreHttpRequest,
      com.google.api.HttpBody> getCreateFileBatchMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateFileBatch",
      requestType = dev.responsa.v1.VectorStoreHttpRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.VectorStoreHttpRequest,
      com.google.api.HttpBody> getCreateFileBatchMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.VectorStoreHttpRequest, com.google.api.HttpBody> getCreateFileBatchMethod;
    if ((getCreateFileBatchMethod = VectorStoresHttpServiceGrpc.getCreateFileBatchMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getCreateFileBatchMethod = VectorStoresHttpServiceGrpc.getCreateFileBatchMethod) == null) {
          VectorStoresHttpServiceGrpc.getCreateFileBatchMethod = getCreateFileBatchMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.VectorStoreHttpRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateFileBatch"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.VectorStoreHttpRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("CreateFileBatch"))
              .build();
        }
      }
    }
    return getCreateFileBatchMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetFileBatchRequest,
      com.google.api.HttpBody> getGetFileBatchMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetFileBatch",
      requestType = dev.responsa.v1.GetFileBatchRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetFileBatchRequest,
      com.google.api.HttpBody> getGetFileBatchMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetFileBatchRequest, com.google.api.HttpBody> getGetFileBatchMethod;
    if ((getGetFileBatchMethod = VectorStoresHttpServiceGrpc.getGetFileBatchMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getGetFileBatchMethod = VectorStoresHttpServiceGrpc.getGetFileBatchMethod) == null) {
          VectorStoresHttpServiceGrpc.getGetFileBatchMethod = getGetFileBatchMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetFileBatchRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetFileBatch"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetFileBatchRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("GetFileBatch"))
              .build();
        }
      }
    }
    return getGetFileBatchMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetFileBatchRequest,
      com.google.api.HttpBody> getCancelFileBatchMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CancelFileBatch",
      requestType = dev.responsa.v1.GetFileBatchRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetFileBatchRequest,
      com.google.api.HttpBody> getCancelFileBatchMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetFileBatchRequest, com.google.api.HttpBody> getCancelFileBatchMethod;
    if ((getCancelFileBatchMethod = VectorStoresHttpServiceGrpc.getCancelFileBatchMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getCancelFileBatchMethod = VectorStoresHttpServiceGrpc.getCancelFileBatchMethod) == null) {
          VectorStoresHttpServiceGrpc.getCancelFileBatchMethod = getCancelFileBatchMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetFileBatchRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CancelFileBatch"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetFileBatchRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("CancelFileBatch"))
              .build();
        }
      }
    }
    return getCancelFileBatchMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListFileBatchFilesRequest,
      com.google.api.HttpBody> getListFileBatchFilesMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListFileBatchFiles",
      requestType = dev.responsa.v1.ListFileBatchFilesRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListFileBatchFilesRequest,
      com.google.api.HttpBody> getListFileBatchFilesMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListFileBatchFilesRequest, com.google.api.HttpBody> getListFileBatchFilesMethod;
    if ((getListFileBatchFilesMethod = VectorStoresHttpServiceGrpc.getListFileBatchFilesMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getListFileBatchFilesMethod = VectorStoresHttpServiceGrpc.getListFileBatchFilesMethod) == null) {
          VectorStoresHttpServiceGrpc.getListFileBatchFilesMethod = getListFileBatchFilesMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListFileBatchFilesRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListFileBatchFiles"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListFileBatchFilesRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("ListFileBatchFiles"))
              .build();
        }
      }
    }
    return getListFileBatchFilesMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.VectorStoreHttpRequest,
      com.google.api.HttpBody> getSearchVectorStoreMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "SearchVectorStore",
      requestType = dev.responsa.v1.VectorStoreHttpRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.VectorStoreHttpRequest,
      com.google.api.HttpBody> getSearchVectorStoreMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.VectorStoreHttpRequest, com.google.api.HttpBody> getSearchVectorStoreMethod;
    if ((getSearchVectorStoreMethod = VectorStoresHttpServiceGrpc.getSearchVectorStoreMethod) == null) {
      synchronized (VectorStoresHttpServiceGrpc.class) {
        if ((getSearchVectorStoreMethod = VectorStoresHttpServiceGrpc.getSearchVectorStoreMethod) == null) {
          VectorStoresHttpServiceGrpc.getSearchVectorStoreMethod = getSearchVectorStoreMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.VectorStoreHttpRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "SearchVectorStore"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.VectorStoreHttpRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new VectorStoresHttpServiceMethodDescriptorSupplier("SearchVectorStore"))
              .build();
        }
      }
    }
    return getSearchVectorStoreMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static VectorStoresHttpServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<VectorStoresHttpServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<VectorStoresHttpServiceStub>() {
        @java.lang.Override
        public VectorStoresHttpServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new VectorStoresHttpServiceStub(channel, callOptions);
        }
      };
    return VectorStoresHttpServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static VectorStoresHttpServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<VectorStoresHttpServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<VectorStoresHttpServiceBlockingStub>() {
        @java.lang.Override
        public VectorStoresHttpServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new VectorStoresHttpServiceBlockingStub(channel, callOptions);
        }
      };
    return VectorStoresHttpServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static VectorStoresHttpServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<VectorStoresHttpServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<VectorStoresHttpServiceFutureStub>() {
        @java.lang.Override
        public VectorStoresHttpServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new VectorStoresHttpServiceFutureStub(channel, callOptions);
        }
      };
    return VectorStoresHttpServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * VectorStoresHttpService is the OpenAI REST surface over the same implementation: bodies are
   * OpenAI's JSON in an HttpBody, answers are OpenAI's JSON bytes.
   * </pre>
   */
  public static abstract class VectorStoresHttpServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * POST /v1/vector_stores.
     * </pre>
     */
    public void createVectorStore(com.google.api.HttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateVectorStoreMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/vector_stores.
     * </pre>
     */
    public void listVectorStores(dev.responsa.v1.ListVectorStoresRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListVectorStoresMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}.
     * </pre>
     */
    public void getVectorStore(dev.responsa.v1.GetVectorStoreRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetVectorStoreMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}.
     * </pre>
     */
    public void modifyVectorStore(dev.responsa.v1.VectorStoreHttpRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getModifyVectorStoreMethod(), responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/vector_stores/{vector_store_id}.
     * </pre>
     */
    public void deleteVectorStore(dev.responsa.v1.GetVectorStoreRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteVectorStoreMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/files.
     * </pre>
     */
    public void createVectorStoreFile(dev.responsa.v1.VectorStoreHttpRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateVectorStoreFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/files.
     * </pre>
     */
    public void listVectorStoreFiles(dev.responsa.v1.ListVectorStoreFilesRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListVectorStoreFilesMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/files/{file_id}.
     * </pre>
     */
    public void getVectorStoreFile(dev.responsa.v1.GetVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetVectorStoreFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/files/{file_id}.
     * </pre>
     */
    public void updateVectorStoreFile(dev.responsa.v1.VectorStoreFileHttpRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getUpdateVectorStoreFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/vector_stores/{vector_store_id}/files/{file_id}.
     * </pre>
     */
    public void deleteVectorStoreFile(dev.responsa.v1.GetVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteVectorStoreFileMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/files/{file_id}/content.
     * </pre>
     */
    public void getVectorStoreFileContent(dev.responsa.v1.GetVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetVectorStoreFileContentMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/file_batches.
     * </pre>
     */
    public void createFileBatch(dev.responsa.v1.VectorStoreHttpRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateFileBatchMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/file_batches/{batch_id}.
     * </pre>
     */
    public void getFileBatch(dev.responsa.v1.GetFileBatchRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetFileBatchMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/file_batches/{batch_id}/cancel.
     * </pre>
     */
    public void cancelFileBatch(dev.responsa.v1.GetFileBatchRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCancelFileBatchMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/file_batches/{batch_id}/files.
     * </pre>
     */
    public void listFileBatchFiles(dev.responsa.v1.ListFileBatchFilesRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListFileBatchFilesMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/search.
     * </pre>
     */
    public void searchVectorStore(dev.responsa.v1.VectorStoreHttpRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getSearchVectorStoreMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getCreateVectorStoreMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                com.google.api.HttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_CREATE_VECTOR_STORE)))
          .addMethod(
            getListVectorStoresMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListVectorStoresRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_VECTOR_STORES)))
          .addMethod(
            getGetVectorStoreMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetVectorStoreRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_VECTOR_STORE)))
          .addMethod(
            getModifyVectorStoreMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.VectorStoreHttpRequest,
                com.google.api.HttpBody>(
                  this, METHODID_MODIFY_VECTOR_STORE)))
          .addMethod(
            getDeleteVectorStoreMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetVectorStoreRequest,
                com.google.api.HttpBody>(
                  this, METHODID_DELETE_VECTOR_STORE)))
          .addMethod(
            getCreateVectorStoreFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.VectorStoreHttpRequest,
                com.google.api.HttpBody>(
                  this, METHODID_CREATE_VECTOR_STORE_FILE)))
          .addMethod(
            getListVectorStoreFilesMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListVectorStoreFilesRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_VECTOR_STORE_FILES)))
          .addMethod(
            getGetVectorStoreFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetVectorStoreFileRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_VECTOR_STORE_FILE)))
          .addMethod(
            getUpdateVectorStoreFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.VectorStoreFileHttpRequest,
                com.google.api.HttpBody>(
                  this, METHODID_UPDATE_VECTOR_STORE_FILE)))
          .addMethod(
            getDeleteVectorStoreFileMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetVectorStoreFileRequest,
                com.google.api.HttpBody>(
                  this, METHODID_DELETE_VECTOR_STORE_FILE)))
          .addMethod(
            getGetVectorStoreFileContentMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetVectorStoreFileRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_VECTOR_STORE_FILE_CONTENT)))
          .addMethod(
            getCreateFileBatchMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.VectorStoreHttpRequest,
                com.google.api.HttpBody>(
                  this, METHODID_CREATE_FILE_BATCH)))
          .addMethod(
            getGetFileBatchMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetFileBatchRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_FILE_BATCH)))
          .addMethod(
            getCancelFileBatchMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetFileBatchRequest,
                com.google.api.HttpBody>(
                  this, METHODID_CANCEL_FILE_BATCH)))
          .addMethod(
            getListFileBatchFilesMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListFileBatchFilesRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_FILE_BATCH_FILES)))
          .addMethod(
            getSearchVectorStoreMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.VectorStoreHttpRequest,
                com.google.api.HttpBody>(
                  this, METHODID_SEARCH_VECTOR_STORE)))
          .build();
    }
  }

  /**
   * <pre>
   * VectorStoresHttpService is the OpenAI REST surface over the same implementation: bodies are
   * OpenAI's JSON in an HttpBody, answers are OpenAI's JSON bytes.
   * </pre>
   */
  public static final class VectorStoresHttpServiceStub extends io.grpc.stub.AbstractAsyncStub<VectorStoresHttpServiceStub> {
    private VectorStoresHttpServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected VectorStoresHttpServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new VectorStoresHttpServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/vector_stores.
     * </pre>
     */
    public void createVectorStore(com.google.api.HttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateVectorStoreMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/vector_stores.
     * </pre>
     */
    public void listVectorStores(dev.responsa.v1.ListVectorStoresRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListVectorStoresMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}.
     * </pre>
     */
    public void getVectorStore(dev.responsa.v1.GetVectorStoreRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetVectorStoreMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}.
     * </pre>
     */
    public void modifyVectorStore(dev.responsa.v1.VectorStoreHttpRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getModifyVectorStoreMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/vector_stores/{vector_store_id}.
     * </pre>
     */
    public void deleteVectorStore(dev.responsa.v1.GetVectorStoreRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteVectorStoreMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/files.
     * </pre>
     */
    public void createVectorStoreFile(dev.responsa.v1.VectorStoreHttpRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateVectorStoreFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/files.
     * </pre>
     */
    public void listVectorStoreFiles(dev.responsa.v1.ListVectorStoreFilesRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListVectorStoreFilesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/files/{file_id}.
     * </pre>
     */
    public void getVectorStoreFile(dev.responsa.v1.GetVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetVectorStoreFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/files/{file_id}.
     * </pre>
     */
    public void updateVectorStoreFile(dev.responsa.v1.VectorStoreFileHttpRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getUpdateVectorStoreFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/vector_stores/{vector_store_id}/files/{file_id}.
     * </pre>
     */
    public void deleteVectorStoreFile(dev.responsa.v1.GetVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteVectorStoreFileMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/files/{file_id}/content.
     * </pre>
     */
    public void getVectorStoreFileContent(dev.responsa.v1.GetVectorStoreFileRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetVectorStoreFileContentMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/file_batches.
     * </pre>
     */
    public void createFileBatch(dev.responsa.v1.VectorStoreHttpRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateFileBatchMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/file_batches/{batch_id}.
     * </pre>
     */
    public void getFileBatch(dev.responsa.v1.GetFileBatchRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetFileBatchMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/file_batches/{batch_id}/cancel.
     * </pre>
     */
    public void cancelFileBatch(dev.responsa.v1.GetFileBatchRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCancelFileBatchMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/file_batches/{batch_id}/files.
     * </pre>
     */
    public void listFileBatchFiles(dev.responsa.v1.ListFileBatchFilesRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListFileBatchFilesMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/search.
     * </pre>
     */
    public void searchVectorStore(dev.responsa.v1.VectorStoreHttpRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getSearchVectorStoreMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * VectorStoresHttpService is the OpenAI REST surface over the same implementation: bodies are
   * OpenAI's JSON in an HttpBody, answers are OpenAI's JSON bytes.
   * </pre>
   */
  public static final class VectorStoresHttpServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<VectorStoresHttpServiceBlockingStub> {
    private VectorStoresHttpServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected VectorStoresHttpServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new VectorStoresHttpServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/vector_stores.
     * </pre>
     */
    public com.google.api.HttpBody createVectorStore(com.google.api.HttpBody request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateVectorStoreMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/vector_stores.
     * </pre>
     */
    public com.google.api.HttpBody listVectorStores(dev.responsa.v1.ListVectorStoresRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListVectorStoresMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}.
     * </pre>
     */
    public com.google.api.HttpBody getVectorStore(dev.responsa.v1.GetVectorStoreRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetVectorStoreMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}.
     * </pre>
     */
    public com.google.api.HttpBody modifyVectorStore(dev.responsa.v1.VectorStoreHttpRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getModifyVectorStoreMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * DELETE /v1/vector_stores/{vector_store_id}.
     * </pre>
     */
    public com.google.api.HttpBody deleteVectorStore(dev.responsa.v1.GetVectorStoreRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteVectorStoreMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/files.
     * </pre>
     */
    public com.google.api.HttpBody createVectorStoreFile(dev.responsa.v1.VectorStoreHttpRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateVectorStoreFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/files.
     * </pre>
     */
    public com.google.api.HttpBody listVectorStoreFiles(dev.responsa.v1.ListVectorStoreFilesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListVectorStoreFilesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/files/{file_id}.
     * </pre>
     */
    public com.google.api.HttpBody getVectorStoreFile(dev.responsa.v1.GetVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetVectorStoreFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/files/{file_id}.
     * </pre>
     */
    public com.google.api.HttpBody updateVectorStoreFile(dev.responsa.v1.VectorStoreFileHttpRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getUpdateVectorStoreFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * DELETE /v1/vector_stores/{vector_store_id}/files/{file_id}.
     * </pre>
     */
    public com.google.api.HttpBody deleteVectorStoreFile(dev.responsa.v1.GetVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteVectorStoreFileMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/files/{file_id}/content.
     * </pre>
     */
    public com.google.api.HttpBody getVectorStoreFileContent(dev.responsa.v1.GetVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetVectorStoreFileContentMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/file_batches.
     * </pre>
     */
    public com.google.api.HttpBody createFileBatch(dev.responsa.v1.VectorStoreHttpRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateFileBatchMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/file_batches/{batch_id}.
     * </pre>
     */
    public com.google.api.HttpBody getFileBatch(dev.responsa.v1.GetFileBatchRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetFileBatchMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/file_batches/{batch_id}/cancel.
     * </pre>
     */
    public com.google.api.HttpBody cancelFileBatch(dev.responsa.v1.GetFileBatchRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCancelFileBatchMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/file_batches/{batch_id}/files.
     * </pre>
     */
    public com.google.api.HttpBody listFileBatchFiles(dev.responsa.v1.ListFileBatchFilesRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListFileBatchFilesMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/search.
     * </pre>
     */
    public com.google.api.HttpBody searchVectorStore(dev.responsa.v1.VectorStoreHttpRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getSearchVectorStoreMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * VectorStoresHttpService is the OpenAI REST surface over the same implementation: bodies are
   * OpenAI's JSON in an HttpBody, answers are OpenAI's JSON bytes.
   * </pre>
   */
  public static final class VectorStoresHttpServiceFutureStub extends io.grpc.stub.AbstractFutureStub<VectorStoresHttpServiceFutureStub> {
    private VectorStoresHttpServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected VectorStoresHttpServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new VectorStoresHttpServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/vector_stores.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> createVectorStore(
        com.google.api.HttpBody request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateVectorStoreMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/vector_stores.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listVectorStores(
        dev.responsa.v1.ListVectorStoresRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListVectorStoresMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getVectorStore(
        dev.responsa.v1.GetVectorStoreRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetVectorStoreMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> modifyVectorStore(
        dev.responsa.v1.VectorStoreHttpRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getModifyVectorStoreMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * DELETE /v1/vector_stores/{vector_store_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> deleteVectorStore(
        dev.responsa.v1.GetVectorStoreRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteVectorStoreMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/files.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> createVectorStoreFile(
        dev.responsa.v1.VectorStoreHttpRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateVectorStoreFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/files.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listVectorStoreFiles(
        dev.responsa.v1.ListVectorStoreFilesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListVectorStoreFilesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/files/{file_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getVectorStoreFile(
        dev.responsa.v1.GetVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetVectorStoreFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/files/{file_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> updateVectorStoreFile(
        dev.responsa.v1.VectorStoreFileHttpRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getUpdateVectorStoreFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * DELETE /v1/vector_stores/{vector_store_id}/files/{file_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> deleteVectorStoreFile(
        dev.responsa.v1.GetVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteVectorStoreFileMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/files/{file_id}/content.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getVectorStoreFileContent(
        dev.responsa.v1.GetVectorStoreFileRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetVectorStoreFileContentMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/file_batches.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> createFileBatch(
        dev.responsa.v1.VectorStoreHttpRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateFileBatchMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/file_batches/{batch_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getFileBatch(
        dev.responsa.v1.GetFileBatchRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetFileBatchMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/file_batches/{batch_id}/cancel.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> cancelFileBatch(
        dev.responsa.v1.GetFileBatchRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCancelFileBatchMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/vector_stores/{vector_store_id}/file_batches/{batch_id}/files.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listFileBatchFiles(
        dev.responsa.v1.ListFileBatchFilesRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListFileBatchFilesMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/vector_stores/{vector_store_id}/search.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> searchVectorStore(
        dev.responsa.v1.VectorStoreHttpRequest request) {
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
    private final VectorStoresHttpServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(VectorStoresHttpServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_CREATE_VECTOR_STORE:
          serviceImpl.createVectorStore((com.google.api.HttpBody) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_LIST_VECTOR_STORES:
          serviceImpl.listVectorStores((dev.responsa.v1.ListVectorStoresRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_VECTOR_STORE:
          serviceImpl.getVectorStore((dev.responsa.v1.GetVectorStoreRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_MODIFY_VECTOR_STORE:
          serviceImpl.modifyVectorStore((dev.responsa.v1.VectorStoreHttpRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_DELETE_VECTOR_STORE:
          serviceImpl.deleteVectorStore((dev.responsa.v1.GetVectorStoreRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_CREATE_VECTOR_STORE_FILE:
          serviceImpl.createVectorStoreFile((dev.responsa.v1.VectorStoreHttpRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_LIST_VECTOR_STORE_FILES:
          serviceImpl.listVectorStoreFiles((dev.responsa.v1.ListVectorStoreFilesRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_VECTOR_STORE_FILE:
          serviceImpl.getVectorStoreFile((dev.responsa.v1.GetVectorStoreFileRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_UPDATE_VECTOR_STORE_FILE:
          serviceImpl.updateVectorStoreFile((dev.responsa.v1.VectorStoreFileHttpRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_DELETE_VECTOR_STORE_FILE:
          serviceImpl.deleteVectorStoreFile((dev.responsa.v1.GetVectorStoreFileRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_VECTOR_STORE_FILE_CONTENT:
          serviceImpl.getVectorStoreFileContent((dev.responsa.v1.GetVectorStoreFileRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_CREATE_FILE_BATCH:
          serviceImpl.createFileBatch((dev.responsa.v1.VectorStoreHttpRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_FILE_BATCH:
          serviceImpl.getFileBatch((dev.responsa.v1.GetFileBatchRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_CANCEL_FILE_BATCH:
          serviceImpl.cancelFileBatch((dev.responsa.v1.GetFileBatchRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_LIST_FILE_BATCH_FILES:
          serviceImpl.listFileBatchFiles((dev.responsa.v1.ListFileBatchFilesRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_SEARCH_VECTOR_STORE:
          serviceImpl.searchVectorStore((dev.responsa.v1.VectorStoreHttpRequest) request,
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

  private static abstract class VectorStoresHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    VectorStoresHttpServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.VectorStoresProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("VectorStoresHttpService");
    }
  }

  private static final class VectorStoresHttpServiceFileDescriptorSupplier
      extends VectorStoresHttpServiceBaseDescriptorSupplier {
    VectorStoresHttpServiceFileDescriptorSupplier() {}
  }

  private static final class VectorStoresHttpServiceMethodDescriptorSupplier
      extends VectorStoresHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    VectorStoresHttpServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (VectorStoresHttpServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new VectorStoresHttpServiceFileDescriptorSupplier())
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
