package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * ConversationsHttpService is the OpenAI REST surface of the Conversations API. Envoy's
 * grpc_json_transcoder binds each method to OpenAI's path; bodies travel as google.api.HttpBody so
 * the server reads and writes OpenAI's exact JSON.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/conversations.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class ConversationsHttpServiceGrpc {

  private ConversationsHttpServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.ConversationsHttpService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<com.google.api.HttpBody,
      com.google.api.HttpBody> getCreateConversationMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateConversation",
      requestType = com.google.api.HttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<com.google.api.HttpBody,
      com.google.api.HttpBody> getCreateConversationMethod() {
    io.grpc.MethodDescriptor<com.google.api.HttpBody, com.google.api.HttpBody> getCreateConversationMethod;
    if ((getCreateConversationMethod = ConversationsHttpServiceGrpc.getCreateConversationMethod) == null) {
      synchronized (ConversationsHttpServiceGrpc.class) {
        if ((getCreateConversationMethod = ConversationsHttpServiceGrpc.getCreateConversationMethod) == null) {
          ConversationsHttpServiceGrpc.getCreateConversationMethod = getCreateConversationMethod =
              io.grpc.MethodDescriptor.<com.google.api.HttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateConversation"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsHttpServiceMethodDescriptorSupplier("CreateConversation"))
              .build();
        }
      }
    }
    return getCreateConversationMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListConversationsRequest,
      com.google.api.HttpBody> getListConversationsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListConversations",
      requestType = dev.responsa.v1.ListConversationsRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListConversationsRequest,
      com.google.api.HttpBody> getListConversationsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListConversationsRequest, com.google.api.HttpBody> getListConversationsMethod;
    if ((getListConversationsMethod = ConversationsHttpServiceGrpc.getListConversationsMethod) == null) {
      synchronized (ConversationsHttpServiceGrpc.class) {
        if ((getListConversationsMethod = ConversationsHttpServiceGrpc.getListConversationsMethod) == null) {
          ConversationsHttpServiceGrpc.getListConversationsMethod = getListConversationsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListConversationsRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListConversations"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListConversationsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsHttpServiceMethodDescriptorSupplier("ListConversations"))
              .build();
        }
      }
    }
    return getListConversationsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetConversationRequest,
      com.google.api.HttpBody> getGetConversationMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetConversation",
      requestType = dev.responsa.v1.GetConversationRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetConversationRequest,
      com.google.api.HttpBody> getGetConversationMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetConversationRequest, com.google.api.HttpBody> getGetConversationMethod;
    if ((getGetConversationMethod = ConversationsHttpServiceGrpc.getGetConversationMethod) == null) {
      synchronized (ConversationsHttpServiceGrpc.class) {
        if ((getGetConversationMethod = ConversationsHttpServiceGrpc.getGetConversationMethod) == null) {
          ConversationsHttpServiceGrpc.getGetConversationMethod = getGetConversationMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetConversationRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetConversation"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetConversationRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsHttpServiceMethodDescriptorSupplier("GetConversation"))
              .build();
        }
      }
    }
    return getGetConversationMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ConversationHttpBody,
      com.google.api.HttpBody> getUpdateConversationMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "UpdateConversation",
      requestType = dev.responsa.v1.ConversationHttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ConversationHttpBody,
      com.google.api.HttpBody> getUpdateConversationMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ConversationHttpBody, com.google.api.HttpBody> getUpdateConversationMethod;
    if ((getUpdateConversationMethod = ConversationsHttpServiceGrpc.getUpdateConversationMethod) == null) {
      synchronized (ConversationsHttpServiceGrpc.class) {
        if ((getUpdateConversationMethod = ConversationsHttpServiceGrpc.getUpdateConversationMethod) == null) {
          ConversationsHttpServiceGrpc.getUpdateConversationMethod = getUpdateConversationMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ConversationHttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "UpdateConversation"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ConversationHttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsHttpServiceMethodDescriptorSupplier("UpdateConversation"))
              .build();
        }
      }
    }
    return getUpdateConversationMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteConversationRequest,
      com.google.api.HttpBody> getDeleteConversationMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteConversation",
      requestType = dev.responsa.v1.DeleteConversationRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteConversationRequest,
      com.google.api.HttpBody> getDeleteConversationMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteConversationRequest, com.google.api.HttpBody> getDeleteConversationMethod;
    if ((getDeleteConversationMethod = ConversationsHttpServiceGrpc.getDeleteConversationMethod) == null) {
      synchronized (ConversationsHttpServiceGrpc.class) {
        if ((getDeleteConversationMethod = ConversationsHttpServiceGrpc.getDeleteConversationMethod) == null) {
          ConversationsHttpServiceGrpc.getDeleteConversationMethod = getDeleteConversationMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteConversationRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteConversation"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteConversationRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsHttpServiceMethodDescriptorSupplier("DeleteConversation"))
              .build();
        }
      }
    }
    return getDeleteConversationMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ConversationHttpBody,
      com.google.api.HttpBody> getCreateConversationItemsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateConversationItems",
      requestType = dev.responsa.v1.ConversationHttpBody.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ConversationHttpBody,
      com.google.api.HttpBody> getCreateConversationItemsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ConversationHttpBody, com.google.api.HttpBody> getCreateConversationItemsMethod;
    if ((getCreateConversationItemsMethod = ConversationsHttpServiceGrpc.getCreateConversationItemsMethod) == null) {
      synchronized (ConversationsHttpServiceGrpc.class) {
        if ((getCreateConversationItemsMethod = ConversationsHttpServiceGrpc.getCreateConversationItemsMethod) == null) {
          ConversationsHttpServiceGrpc.getCreateConversationItemsMethod = getCreateConversationItemsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ConversationHttpBody, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateConversationItems"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ConversationHttpBody.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsHttpServiceMethodDescriptorSupplier("CreateConversationItems"))
              .build();
        }
      }
    }
    return getCreateConversationItemsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListConversationItemsRequest,
      com.google.api.HttpBody> getListConversationItemsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListConversationItems",
      requestType = dev.responsa.v1.ListConversationItemsRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListConversationItemsRequest,
      com.google.api.HttpBody> getListConversationItemsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListConversationItemsRequest, com.google.api.HttpBody> getListConversationItemsMethod;
    if ((getListConversationItemsMethod = ConversationsHttpServiceGrpc.getListConversationItemsMethod) == null) {
      synchronized (ConversationsHttpServiceGrpc.class) {
        if ((getListConversationItemsMethod = ConversationsHttpServiceGrpc.getListConversationItemsMethod) == null) {
          ConversationsHttpServiceGrpc.getListConversationItemsMethod = getListConversationItemsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListConversationItemsRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListConversationItems"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListConversationItemsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsHttpServiceMethodDescriptorSupplier("ListConversationItems"))
              .build();
        }
      }
    }
    return getListConversationItemsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetConversationItemRequest,
      com.google.api.HttpBody> getGetConversationItemMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetConversationItem",
      requestType = dev.responsa.v1.GetConversationItemRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetConversationItemRequest,
      com.google.api.HttpBody> getGetConversationItemMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetConversationItemRequest, com.google.api.HttpBody> getGetConversationItemMethod;
    if ((getGetConversationItemMethod = ConversationsHttpServiceGrpc.getGetConversationItemMethod) == null) {
      synchronized (ConversationsHttpServiceGrpc.class) {
        if ((getGetConversationItemMethod = ConversationsHttpServiceGrpc.getGetConversationItemMethod) == null) {
          ConversationsHttpServiceGrpc.getGetConversationItemMethod = getGetConversationItemMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetConversationItemRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetConversationItem"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetConversationItemRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsHttpServiceMethodDescriptorSupplier("GetConversationItem"))
              .build();
        }
      }
    }
    return getGetConversationItemMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteConversationItemRequest,
      com.google.api.HttpBody> getDeleteConversationItemMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteConversationItem",
      requestType = dev.responsa.v1.DeleteConversationItemRequest.class,
      responseType = com.google.api.HttpBody.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteConversationItemRequest,
      com.google.api.HttpBody> getDeleteConversationItemMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteConversationItemRequest, com.google.api.HttpBody> getDeleteConversationItemMethod;
    if ((getDeleteConversationItemMethod = ConversationsHttpServiceGrpc.getDeleteConversationItemMethod) == null) {
      synchronized (ConversationsHttpServiceGrpc.class) {
        if ((getDeleteConversationItemMethod = ConversationsHttpServiceGrpc.getDeleteConversationItemMethod) == null) {
          ConversationsHttpServiceGrpc.getDeleteConversationItemMethod = getDeleteConversationItemMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteConversationItemRequest, com.google.api.HttpBody>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteConversationItem"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteConversationItemRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  com.google.api.HttpBody.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsHttpServiceMethodDescriptorSupplier("DeleteConversationItem"))
              .build();
        }
      }
    }
    return getDeleteConversationItemMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static ConversationsHttpServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ConversationsHttpServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ConversationsHttpServiceStub>() {
        @java.lang.Override
        public ConversationsHttpServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ConversationsHttpServiceStub(channel, callOptions);
        }
      };
    return ConversationsHttpServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static ConversationsHttpServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ConversationsHttpServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ConversationsHttpServiceBlockingStub>() {
        @java.lang.Override
        public ConversationsHttpServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ConversationsHttpServiceBlockingStub(channel, callOptions);
        }
      };
    return ConversationsHttpServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static ConversationsHttpServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ConversationsHttpServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ConversationsHttpServiceFutureStub>() {
        @java.lang.Override
        public ConversationsHttpServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ConversationsHttpServiceFutureStub(channel, callOptions);
        }
      };
    return ConversationsHttpServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * ConversationsHttpService is the OpenAI REST surface of the Conversations API. Envoy's
   * grpc_json_transcoder binds each method to OpenAI's path; bodies travel as google.api.HttpBody so
   * the server reads and writes OpenAI's exact JSON.
   * </pre>
   */
  public static abstract class ConversationsHttpServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * POST /v1/conversations.
     * </pre>
     */
    public void createConversation(com.google.api.HttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateConversationMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/conversations: a Responsa extension (OpenAI lists no conversations), scoped to the
     * caller's project, paged like every list (after, limit, order).
     * </pre>
     */
    public void listConversations(dev.responsa.v1.ListConversationsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListConversationsMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/conversations/{conversation_id}.
     * </pre>
     */
    public void getConversation(dev.responsa.v1.GetConversationRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetConversationMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/conversations/{conversation_id}.
     * </pre>
     */
    public void updateConversation(dev.responsa.v1.ConversationHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getUpdateConversationMethod(), responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/conversations/{conversation_id}.
     * </pre>
     */
    public void deleteConversation(dev.responsa.v1.DeleteConversationRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteConversationMethod(), responseObserver);
    }

    /**
     * <pre>
     * POST /v1/conversations/{conversation_id}/items.
     * </pre>
     */
    public void createConversationItems(dev.responsa.v1.ConversationHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateConversationItemsMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/conversations/{conversation_id}/items.
     * </pre>
     */
    public void listConversationItems(dev.responsa.v1.ListConversationItemsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListConversationItemsMethod(), responseObserver);
    }

    /**
     * <pre>
     * GET /v1/conversations/{conversation_id}/items/{item_id}.
     * </pre>
     */
    public void getConversationItem(dev.responsa.v1.GetConversationItemRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetConversationItemMethod(), responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/conversations/{conversation_id}/items/{item_id}.
     * </pre>
     */
    public void deleteConversationItem(dev.responsa.v1.DeleteConversationItemRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteConversationItemMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getCreateConversationMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                com.google.api.HttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_CREATE_CONVERSATION)))
          .addMethod(
            getListConversationsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListConversationsRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_CONVERSATIONS)))
          .addMethod(
            getGetConversationMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetConversationRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_CONVERSATION)))
          .addMethod(
            getUpdateConversationMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ConversationHttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_UPDATE_CONVERSATION)))
          .addMethod(
            getDeleteConversationMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteConversationRequest,
                com.google.api.HttpBody>(
                  this, METHODID_DELETE_CONVERSATION)))
          .addMethod(
            getCreateConversationItemsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ConversationHttpBody,
                com.google.api.HttpBody>(
                  this, METHODID_CREATE_CONVERSATION_ITEMS)))
          .addMethod(
            getListConversationItemsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListConversationItemsRequest,
                com.google.api.HttpBody>(
                  this, METHODID_LIST_CONVERSATION_ITEMS)))
          .addMethod(
            getGetConversationItemMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetConversationItemRequest,
                com.google.api.HttpBody>(
                  this, METHODID_GET_CONVERSATION_ITEM)))
          .addMethod(
            getDeleteConversationItemMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteConversationItemRequest,
                com.google.api.HttpBody>(
                  this, METHODID_DELETE_CONVERSATION_ITEM)))
          .build();
    }
  }

  /**
   * <pre>
   * ConversationsHttpService is the OpenAI REST surface of the Conversations API. Envoy's
   * grpc_json_transcoder binds each method to OpenAI's path; bodies travel as google.api.HttpBody so
   * the server reads and writes OpenAI's exact JSON.
   * </pre>
   */
  public static final class ConversationsHttpServiceStub extends io.grpc.stub.AbstractAsyncStub<ConversationsHttpServiceStub> {
    private ConversationsHttpServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ConversationsHttpServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ConversationsHttpServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/conversations.
     * </pre>
     */
    public void createConversation(com.google.api.HttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateConversationMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/conversations: a Responsa extension (OpenAI lists no conversations), scoped to the
     * caller's project, paged like every list (after, limit, order).
     * </pre>
     */
    public void listConversations(dev.responsa.v1.ListConversationsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListConversationsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/conversations/{conversation_id}.
     * </pre>
     */
    public void getConversation(dev.responsa.v1.GetConversationRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetConversationMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/conversations/{conversation_id}.
     * </pre>
     */
    public void updateConversation(dev.responsa.v1.ConversationHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getUpdateConversationMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/conversations/{conversation_id}.
     * </pre>
     */
    public void deleteConversation(dev.responsa.v1.DeleteConversationRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteConversationMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * POST /v1/conversations/{conversation_id}/items.
     * </pre>
     */
    public void createConversationItems(dev.responsa.v1.ConversationHttpBody request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateConversationItemsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/conversations/{conversation_id}/items.
     * </pre>
     */
    public void listConversationItems(dev.responsa.v1.ListConversationItemsRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListConversationItemsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * GET /v1/conversations/{conversation_id}/items/{item_id}.
     * </pre>
     */
    public void getConversationItem(dev.responsa.v1.GetConversationItemRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetConversationItemMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * DELETE /v1/conversations/{conversation_id}/items/{item_id}.
     * </pre>
     */
    public void deleteConversationItem(dev.responsa.v1.DeleteConversationItemRequest request,
        io.grpc.stub.StreamObserver<com.google.api.HttpBody> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteConversationItemMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * ConversationsHttpService is the OpenAI REST surface of the Conversations API. Envoy's
   * grpc_json_transcoder binds each method to OpenAI's path; bodies travel as google.api.HttpBody so
   * the server reads and writes OpenAI's exact JSON.
   * </pre>
   */
  public static final class ConversationsHttpServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<ConversationsHttpServiceBlockingStub> {
    private ConversationsHttpServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ConversationsHttpServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ConversationsHttpServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/conversations.
     * </pre>
     */
    public com.google.api.HttpBody createConversation(com.google.api.HttpBody request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateConversationMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/conversations: a Responsa extension (OpenAI lists no conversations), scoped to the
     * caller's project, paged like every list (after, limit, order).
     * </pre>
     */
    public com.google.api.HttpBody listConversations(dev.responsa.v1.ListConversationsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListConversationsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/conversations/{conversation_id}.
     * </pre>
     */
    public com.google.api.HttpBody getConversation(dev.responsa.v1.GetConversationRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetConversationMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/conversations/{conversation_id}.
     * </pre>
     */
    public com.google.api.HttpBody updateConversation(dev.responsa.v1.ConversationHttpBody request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getUpdateConversationMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * DELETE /v1/conversations/{conversation_id}.
     * </pre>
     */
    public com.google.api.HttpBody deleteConversation(dev.responsa.v1.DeleteConversationRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteConversationMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * POST /v1/conversations/{conversation_id}/items.
     * </pre>
     */
    public com.google.api.HttpBody createConversationItems(dev.responsa.v1.ConversationHttpBody request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateConversationItemsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/conversations/{conversation_id}/items.
     * </pre>
     */
    public com.google.api.HttpBody listConversationItems(dev.responsa.v1.ListConversationItemsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListConversationItemsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * GET /v1/conversations/{conversation_id}/items/{item_id}.
     * </pre>
     */
    public com.google.api.HttpBody getConversationItem(dev.responsa.v1.GetConversationItemRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetConversationItemMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * DELETE /v1/conversations/{conversation_id}/items/{item_id}.
     * </pre>
     */
    public com.google.api.HttpBody deleteConversationItem(dev.responsa.v1.DeleteConversationItemRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteConversationItemMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * ConversationsHttpService is the OpenAI REST surface of the Conversations API. Envoy's
   * grpc_json_transcoder binds each method to OpenAI's path; bodies travel as google.api.HttpBody so
   * the server reads and writes OpenAI's exact JSON.
   * </pre>
   */
  public static final class ConversationsHttpServiceFutureStub extends io.grpc.stub.AbstractFutureStub<ConversationsHttpServiceFutureStub> {
    private ConversationsHttpServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ConversationsHttpServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ConversationsHttpServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * POST /v1/conversations.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> createConversation(
        com.google.api.HttpBody request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateConversationMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/conversations: a Responsa extension (OpenAI lists no conversations), scoped to the
     * caller's project, paged like every list (after, limit, order).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listConversations(
        dev.responsa.v1.ListConversationsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListConversationsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/conversations/{conversation_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getConversation(
        dev.responsa.v1.GetConversationRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetConversationMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/conversations/{conversation_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> updateConversation(
        dev.responsa.v1.ConversationHttpBody request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getUpdateConversationMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * DELETE /v1/conversations/{conversation_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> deleteConversation(
        dev.responsa.v1.DeleteConversationRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteConversationMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * POST /v1/conversations/{conversation_id}/items.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> createConversationItems(
        dev.responsa.v1.ConversationHttpBody request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateConversationItemsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/conversations/{conversation_id}/items.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> listConversationItems(
        dev.responsa.v1.ListConversationItemsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListConversationItemsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * GET /v1/conversations/{conversation_id}/items/{item_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> getConversationItem(
        dev.responsa.v1.GetConversationItemRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetConversationItemMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * DELETE /v1/conversations/{conversation_id}/items/{item_id}.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<com.google.api.HttpBody> deleteConversationItem(
        dev.responsa.v1.DeleteConversationItemRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteConversationItemMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_CREATE_CONVERSATION = 0;
  private static final int METHODID_LIST_CONVERSATIONS = 1;
  private static final int METHODID_GET_CONVERSATION = 2;
  private static final int METHODID_UPDATE_CONVERSATION = 3;
  private static final int METHODID_DELETE_CONVERSATION = 4;
  private static final int METHODID_CREATE_CONVERSATION_ITEMS = 5;
  private static final int METHODID_LIST_CONVERSATION_ITEMS = 6;
  private static final int METHODID_GET_CONVERSATION_ITEM = 7;
  private static final int METHODID_DELETE_CONVERSATION_ITEM = 8;

  private static final class MethodHandlers<Req, Resp> implements
      io.grpc.stub.ServerCalls.UnaryMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ServerStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.ClientStreamingMethod<Req, Resp>,
      io.grpc.stub.ServerCalls.BidiStreamingMethod<Req, Resp> {
    private final ConversationsHttpServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(ConversationsHttpServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_CREATE_CONVERSATION:
          serviceImpl.createConversation((com.google.api.HttpBody) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_LIST_CONVERSATIONS:
          serviceImpl.listConversations((dev.responsa.v1.ListConversationsRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_CONVERSATION:
          serviceImpl.getConversation((dev.responsa.v1.GetConversationRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_UPDATE_CONVERSATION:
          serviceImpl.updateConversation((dev.responsa.v1.ConversationHttpBody) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_DELETE_CONVERSATION:
          serviceImpl.deleteConversation((dev.responsa.v1.DeleteConversationRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_CREATE_CONVERSATION_ITEMS:
          serviceImpl.createConversationItems((dev.responsa.v1.ConversationHttpBody) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_LIST_CONVERSATION_ITEMS:
          serviceImpl.listConversationItems((dev.responsa.v1.ListConversationItemsRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_GET_CONVERSATION_ITEM:
          serviceImpl.getConversationItem((dev.responsa.v1.GetConversationItemRequest) request,
              (io.grpc.stub.StreamObserver<com.google.api.HttpBody>) responseObserver);
          break;
        case METHODID_DELETE_CONVERSATION_ITEM:
          serviceImpl.deleteConversationItem((dev.responsa.v1.DeleteConversationItemRequest) request,
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

  private static abstract class ConversationsHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    ConversationsHttpServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.ConversationsProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("ConversationsHttpService");
    }
  }

  private static final class ConversationsHttpServiceFileDescriptorSupplier
      extends ConversationsHttpServiceBaseDescriptorSupplier {
    ConversationsHttpServiceFileDescriptorSupplier() {}
  }

  private static final class ConversationsHttpServiceMethodDescriptorSupplier
      extends ConversationsHttpServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    ConversationsHttpServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (ConversationsHttpServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new ConversationsHttpServiceFileDescriptorSupplier())
              .addMethod(getCreateConversationMethod())
              .addMethod(getListConversationsMethod())
              .addMethod(getGetConversationMethod())
              .addMethod(getUpdateConversationMethod())
              .addMethod(getDeleteConversationMethod())
              .addMethod(getCreateConversationItemsMethod())
              .addMethod(getListConversationItemsMethod())
              .addMethod(getGetConversationItemMethod())
              .addMethod(getDeleteConversationItemMethod())
              .build();
        }
      }
    }
    return result;
  }
}
