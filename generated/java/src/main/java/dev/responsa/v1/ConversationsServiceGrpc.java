package dev.responsa.v1;

import static io.grpc.MethodDescriptor.generateFullMethodName;

/**
 * <pre>
 * ConversationsService is the typed gRPC surface of OpenAI's Conversations API. It carries the same
 * objects as the REST surface (ConversationsHttpService), over one implementation.
 * </pre>
 */
@javax.annotation.Generated(
    value = "by gRPC proto compiler",
    comments = "Source: responsa/v1/conversations.proto")
@io.grpc.stub.annotations.GrpcGenerated
public final class ConversationsServiceGrpc {

  private ConversationsServiceGrpc() {}

  public static final String SERVICE_NAME = "responsa.v1.ConversationsService";

  // Static method descriptors that strictly reflect the proto.
  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CreateConversationRequest,
      dev.responsa.v1.Conversation> getCreateConversationMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateConversation",
      requestType = dev.responsa.v1.CreateConversationRequest.class,
      responseType = dev.responsa.v1.Conversation.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CreateConversationRequest,
      dev.responsa.v1.Conversation> getCreateConversationMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CreateConversationRequest, dev.responsa.v1.Conversation> getCreateConversationMethod;
    if ((getCreateConversationMethod = ConversationsServiceGrpc.getCreateConversationMethod) == null) {
      synchronized (ConversationsServiceGrpc.class) {
        if ((getCreateConversationMethod = ConversationsServiceGrpc.getCreateConversationMethod) == null) {
          ConversationsServiceGrpc.getCreateConversationMethod = getCreateConversationMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CreateConversationRequest, dev.responsa.v1.Conversation>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateConversation"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreateConversationRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.Conversation.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsServiceMethodDescriptorSupplier("CreateConversation"))
              .build();
        }
      }
    }
    return getCreateConversationMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetConversationRequest,
      dev.responsa.v1.Conversation> getGetConversationMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetConversation",
      requestType = dev.responsa.v1.GetConversationRequest.class,
      responseType = dev.responsa.v1.Conversation.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetConversationRequest,
      dev.responsa.v1.Conversation> getGetConversationMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetConversationRequest, dev.responsa.v1.Conversation> getGetConversationMethod;
    if ((getGetConversationMethod = ConversationsServiceGrpc.getGetConversationMethod) == null) {
      synchronized (ConversationsServiceGrpc.class) {
        if ((getGetConversationMethod = ConversationsServiceGrpc.getGetConversationMethod) == null) {
          ConversationsServiceGrpc.getGetConversationMethod = getGetConversationMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetConversationRequest, dev.responsa.v1.Conversation>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetConversation"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetConversationRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.Conversation.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsServiceMethodDescriptorSupplier("GetConversation"))
              .build();
        }
      }
    }
    return getGetConversationMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListConversationsRequest,
      dev.responsa.v1.ConversationList> getListConversationsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListConversations",
      requestType = dev.responsa.v1.ListConversationsRequest.class,
      responseType = dev.responsa.v1.ConversationList.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListConversationsRequest,
      dev.responsa.v1.ConversationList> getListConversationsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListConversationsRequest, dev.responsa.v1.ConversationList> getListConversationsMethod;
    if ((getListConversationsMethod = ConversationsServiceGrpc.getListConversationsMethod) == null) {
      synchronized (ConversationsServiceGrpc.class) {
        if ((getListConversationsMethod = ConversationsServiceGrpc.getListConversationsMethod) == null) {
          ConversationsServiceGrpc.getListConversationsMethod = getListConversationsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListConversationsRequest, dev.responsa.v1.ConversationList>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListConversations"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListConversationsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ConversationList.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsServiceMethodDescriptorSupplier("ListConversations"))
              .build();
        }
      }
    }
    return getListConversationsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.UpdateConversationRequest,
      dev.responsa.v1.Conversation> getUpdateConversationMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "UpdateConversation",
      requestType = dev.responsa.v1.UpdateConversationRequest.class,
      responseType = dev.responsa.v1.Conversation.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.UpdateConversationRequest,
      dev.responsa.v1.Conversation> getUpdateConversationMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.UpdateConversationRequest, dev.responsa.v1.Conversation> getUpdateConversationMethod;
    if ((getUpdateConversationMethod = ConversationsServiceGrpc.getUpdateConversationMethod) == null) {
      synchronized (ConversationsServiceGrpc.class) {
        if ((getUpdateConversationMethod = ConversationsServiceGrpc.getUpdateConversationMethod) == null) {
          ConversationsServiceGrpc.getUpdateConversationMethod = getUpdateConversationMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.UpdateConversationRequest, dev.responsa.v1.Conversation>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "UpdateConversation"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.UpdateConversationRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.Conversation.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsServiceMethodDescriptorSupplier("UpdateConversation"))
              .build();
        }
      }
    }
    return getUpdateConversationMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteConversationRequest,
      dev.responsa.v1.DeleteConversationResponse> getDeleteConversationMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteConversation",
      requestType = dev.responsa.v1.DeleteConversationRequest.class,
      responseType = dev.responsa.v1.DeleteConversationResponse.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteConversationRequest,
      dev.responsa.v1.DeleteConversationResponse> getDeleteConversationMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteConversationRequest, dev.responsa.v1.DeleteConversationResponse> getDeleteConversationMethod;
    if ((getDeleteConversationMethod = ConversationsServiceGrpc.getDeleteConversationMethod) == null) {
      synchronized (ConversationsServiceGrpc.class) {
        if ((getDeleteConversationMethod = ConversationsServiceGrpc.getDeleteConversationMethod) == null) {
          ConversationsServiceGrpc.getDeleteConversationMethod = getDeleteConversationMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteConversationRequest, dev.responsa.v1.DeleteConversationResponse>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteConversation"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteConversationRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteConversationResponse.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsServiceMethodDescriptorSupplier("DeleteConversation"))
              .build();
        }
      }
    }
    return getDeleteConversationMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.CreateConversationItemsRequest,
      dev.responsa.v1.ConversationItemList> getCreateConversationItemsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "CreateConversationItems",
      requestType = dev.responsa.v1.CreateConversationItemsRequest.class,
      responseType = dev.responsa.v1.ConversationItemList.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.CreateConversationItemsRequest,
      dev.responsa.v1.ConversationItemList> getCreateConversationItemsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.CreateConversationItemsRequest, dev.responsa.v1.ConversationItemList> getCreateConversationItemsMethod;
    if ((getCreateConversationItemsMethod = ConversationsServiceGrpc.getCreateConversationItemsMethod) == null) {
      synchronized (ConversationsServiceGrpc.class) {
        if ((getCreateConversationItemsMethod = ConversationsServiceGrpc.getCreateConversationItemsMethod) == null) {
          ConversationsServiceGrpc.getCreateConversationItemsMethod = getCreateConversationItemsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.CreateConversationItemsRequest, dev.responsa.v1.ConversationItemList>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "CreateConversationItems"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.CreateConversationItemsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ConversationItemList.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsServiceMethodDescriptorSupplier("CreateConversationItems"))
              .build();
        }
      }
    }
    return getCreateConversationItemsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.ListConversationItemsRequest,
      dev.responsa.v1.ConversationItemList> getListConversationItemsMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "ListConversationItems",
      requestType = dev.responsa.v1.ListConversationItemsRequest.class,
      responseType = dev.responsa.v1.ConversationItemList.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.ListConversationItemsRequest,
      dev.responsa.v1.ConversationItemList> getListConversationItemsMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.ListConversationItemsRequest, dev.responsa.v1.ConversationItemList> getListConversationItemsMethod;
    if ((getListConversationItemsMethod = ConversationsServiceGrpc.getListConversationItemsMethod) == null) {
      synchronized (ConversationsServiceGrpc.class) {
        if ((getListConversationItemsMethod = ConversationsServiceGrpc.getListConversationItemsMethod) == null) {
          ConversationsServiceGrpc.getListConversationItemsMethod = getListConversationItemsMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.ListConversationItemsRequest, dev.responsa.v1.ConversationItemList>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "ListConversationItems"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ListConversationItemsRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.ConversationItemList.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsServiceMethodDescriptorSupplier("ListConversationItems"))
              .build();
        }
      }
    }
    return getListConversationItemsMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.GetConversationItemRequest,
      dev.responsa.v1.InputItem> getGetConversationItemMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "GetConversationItem",
      requestType = dev.responsa.v1.GetConversationItemRequest.class,
      responseType = dev.responsa.v1.InputItem.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.GetConversationItemRequest,
      dev.responsa.v1.InputItem> getGetConversationItemMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.GetConversationItemRequest, dev.responsa.v1.InputItem> getGetConversationItemMethod;
    if ((getGetConversationItemMethod = ConversationsServiceGrpc.getGetConversationItemMethod) == null) {
      synchronized (ConversationsServiceGrpc.class) {
        if ((getGetConversationItemMethod = ConversationsServiceGrpc.getGetConversationItemMethod) == null) {
          ConversationsServiceGrpc.getGetConversationItemMethod = getGetConversationItemMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.GetConversationItemRequest, dev.responsa.v1.InputItem>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "GetConversationItem"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.GetConversationItemRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.InputItem.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsServiceMethodDescriptorSupplier("GetConversationItem"))
              .build();
        }
      }
    }
    return getGetConversationItemMethod;
  }

  private static volatile io.grpc.MethodDescriptor<dev.responsa.v1.DeleteConversationItemRequest,
      dev.responsa.v1.Conversation> getDeleteConversationItemMethod;

  @io.grpc.stub.annotations.RpcMethod(
      fullMethodName = SERVICE_NAME + '/' + "DeleteConversationItem",
      requestType = dev.responsa.v1.DeleteConversationItemRequest.class,
      responseType = dev.responsa.v1.Conversation.class,
      methodType = io.grpc.MethodDescriptor.MethodType.UNARY)
  public static io.grpc.MethodDescriptor<dev.responsa.v1.DeleteConversationItemRequest,
      dev.responsa.v1.Conversation> getDeleteConversationItemMethod() {
    io.grpc.MethodDescriptor<dev.responsa.v1.DeleteConversationItemRequest, dev.responsa.v1.Conversation> getDeleteConversationItemMethod;
    if ((getDeleteConversationItemMethod = ConversationsServiceGrpc.getDeleteConversationItemMethod) == null) {
      synchronized (ConversationsServiceGrpc.class) {
        if ((getDeleteConversationItemMethod = ConversationsServiceGrpc.getDeleteConversationItemMethod) == null) {
          ConversationsServiceGrpc.getDeleteConversationItemMethod = getDeleteConversationItemMethod =
              io.grpc.MethodDescriptor.<dev.responsa.v1.DeleteConversationItemRequest, dev.responsa.v1.Conversation>newBuilder()
              .setType(io.grpc.MethodDescriptor.MethodType.UNARY)
              .setFullMethodName(generateFullMethodName(SERVICE_NAME, "DeleteConversationItem"))
              .setSampledToLocalTracing(true)
              .setRequestMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.DeleteConversationItemRequest.getDefaultInstance()))
              .setResponseMarshaller(io.grpc.protobuf.ProtoUtils.marshaller(
                  dev.responsa.v1.Conversation.getDefaultInstance()))
              .setSchemaDescriptor(new ConversationsServiceMethodDescriptorSupplier("DeleteConversationItem"))
              .build();
        }
      }
    }
    return getDeleteConversationItemMethod;
  }

  /**
   * Creates a new async stub that supports all call types for the service
   */
  public static ConversationsServiceStub newStub(io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ConversationsServiceStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ConversationsServiceStub>() {
        @java.lang.Override
        public ConversationsServiceStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ConversationsServiceStub(channel, callOptions);
        }
      };
    return ConversationsServiceStub.newStub(factory, channel);
  }

  /**
   * Creates a new blocking-style stub that supports unary and streaming output calls on the service
   */
  public static ConversationsServiceBlockingStub newBlockingStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ConversationsServiceBlockingStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ConversationsServiceBlockingStub>() {
        @java.lang.Override
        public ConversationsServiceBlockingStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ConversationsServiceBlockingStub(channel, callOptions);
        }
      };
    return ConversationsServiceBlockingStub.newStub(factory, channel);
  }

  /**
   * Creates a new ListenableFuture-style stub that supports unary calls on the service
   */
  public static ConversationsServiceFutureStub newFutureStub(
      io.grpc.Channel channel) {
    io.grpc.stub.AbstractStub.StubFactory<ConversationsServiceFutureStub> factory =
      new io.grpc.stub.AbstractStub.StubFactory<ConversationsServiceFutureStub>() {
        @java.lang.Override
        public ConversationsServiceFutureStub newStub(io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
          return new ConversationsServiceFutureStub(channel, callOptions);
        }
      };
    return ConversationsServiceFutureStub.newStub(factory, channel);
  }

  /**
   * <pre>
   * ConversationsService is the typed gRPC surface of OpenAI's Conversations API. It carries the same
   * objects as the REST surface (ConversationsHttpService), over one implementation.
   * </pre>
   */
  public static abstract class ConversationsServiceImplBase implements io.grpc.BindableService {

    /**
     * <pre>
     * Creates a conversation with up to 20 initial items.
     * </pre>
     */
    public void createConversation(dev.responsa.v1.CreateConversationRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Conversation> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateConversationMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns a conversation.
     * </pre>
     */
    public void getConversation(dev.responsa.v1.GetConversationRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Conversation> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetConversationMethod(), responseObserver);
    }

    /**
     * <pre>
     * Responsa extension (OpenAI has no such list): pages through the caller's project's
     * conversations, newest first by default.
     * </pre>
     */
    public void listConversations(dev.responsa.v1.ListConversationsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ConversationList> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListConversationsMethod(), responseObserver);
    }

    /**
     * <pre>
     * Replaces a conversation's metadata.
     * </pre>
     */
    public void updateConversation(dev.responsa.v1.UpdateConversationRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Conversation> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getUpdateConversationMethod(), responseObserver);
    }

    /**
     * <pre>
     * Deletes a conversation (the items responses added stay with those responses).
     * </pre>
     */
    public void deleteConversation(dev.responsa.v1.DeleteConversationRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteConversationResponse> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteConversationMethod(), responseObserver);
    }

    /**
     * <pre>
     * Appends up to 20 items to a conversation.
     * </pre>
     */
    public void createConversationItems(dev.responsa.v1.CreateConversationItemsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ConversationItemList> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getCreateConversationItemsMethod(), responseObserver);
    }

    /**
     * <pre>
     * Pages through a conversation's items.
     * </pre>
     */
    public void listConversationItems(dev.responsa.v1.ListConversationItemsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ConversationItemList> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getListConversationItemsMethod(), responseObserver);
    }

    /**
     * <pre>
     * Returns one item of a conversation.
     * </pre>
     */
    public void getConversationItem(dev.responsa.v1.GetConversationItemRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.InputItem> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getGetConversationItemMethod(), responseObserver);
    }

    /**
     * <pre>
     * Removes one item from a conversation and returns the conversation.
     * </pre>
     */
    public void deleteConversationItem(dev.responsa.v1.DeleteConversationItemRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Conversation> responseObserver) {
      io.grpc.stub.ServerCalls.asyncUnimplementedUnaryCall(getDeleteConversationItemMethod(), responseObserver);
    }

    @java.lang.Override public final io.grpc.ServerServiceDefinition bindService() {
      return io.grpc.ServerServiceDefinition.builder(getServiceDescriptor())
          .addMethod(
            getCreateConversationMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.CreateConversationRequest,
                dev.responsa.v1.Conversation>(
                  this, METHODID_CREATE_CONVERSATION)))
          .addMethod(
            getGetConversationMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetConversationRequest,
                dev.responsa.v1.Conversation>(
                  this, METHODID_GET_CONVERSATION)))
          .addMethod(
            getListConversationsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListConversationsRequest,
                dev.responsa.v1.ConversationList>(
                  this, METHODID_LIST_CONVERSATIONS)))
          .addMethod(
            getUpdateConversationMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.UpdateConversationRequest,
                dev.responsa.v1.Conversation>(
                  this, METHODID_UPDATE_CONVERSATION)))
          .addMethod(
            getDeleteConversationMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteConversationRequest,
                dev.responsa.v1.DeleteConversationResponse>(
                  this, METHODID_DELETE_CONVERSATION)))
          .addMethod(
            getCreateConversationItemsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.CreateConversationItemsRequest,
                dev.responsa.v1.ConversationItemList>(
                  this, METHODID_CREATE_CONVERSATION_ITEMS)))
          .addMethod(
            getListConversationItemsMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.ListConversationItemsRequest,
                dev.responsa.v1.ConversationItemList>(
                  this, METHODID_LIST_CONVERSATION_ITEMS)))
          .addMethod(
            getGetConversationItemMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.GetConversationItemRequest,
                dev.responsa.v1.InputItem>(
                  this, METHODID_GET_CONVERSATION_ITEM)))
          .addMethod(
            getDeleteConversationItemMethod(),
            io.grpc.stub.ServerCalls.asyncUnaryCall(
              new MethodHandlers<
                dev.responsa.v1.DeleteConversationItemRequest,
                dev.responsa.v1.Conversation>(
                  this, METHODID_DELETE_CONVERSATION_ITEM)))
          .build();
    }
  }

  /**
   * <pre>
   * ConversationsService is the typed gRPC surface of OpenAI's Conversations API. It carries the same
   * objects as the REST surface (ConversationsHttpService), over one implementation.
   * </pre>
   */
  public static final class ConversationsServiceStub extends io.grpc.stub.AbstractAsyncStub<ConversationsServiceStub> {
    private ConversationsServiceStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ConversationsServiceStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ConversationsServiceStub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates a conversation with up to 20 initial items.
     * </pre>
     */
    public void createConversation(dev.responsa.v1.CreateConversationRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Conversation> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateConversationMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns a conversation.
     * </pre>
     */
    public void getConversation(dev.responsa.v1.GetConversationRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Conversation> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetConversationMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Responsa extension (OpenAI has no such list): pages through the caller's project's
     * conversations, newest first by default.
     * </pre>
     */
    public void listConversations(dev.responsa.v1.ListConversationsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ConversationList> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListConversationsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Replaces a conversation's metadata.
     * </pre>
     */
    public void updateConversation(dev.responsa.v1.UpdateConversationRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Conversation> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getUpdateConversationMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Deletes a conversation (the items responses added stay with those responses).
     * </pre>
     */
    public void deleteConversation(dev.responsa.v1.DeleteConversationRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteConversationResponse> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteConversationMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Appends up to 20 items to a conversation.
     * </pre>
     */
    public void createConversationItems(dev.responsa.v1.CreateConversationItemsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ConversationItemList> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getCreateConversationItemsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Pages through a conversation's items.
     * </pre>
     */
    public void listConversationItems(dev.responsa.v1.ListConversationItemsRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.ConversationItemList> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getListConversationItemsMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Returns one item of a conversation.
     * </pre>
     */
    public void getConversationItem(dev.responsa.v1.GetConversationItemRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.InputItem> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getGetConversationItemMethod(), getCallOptions()), request, responseObserver);
    }

    /**
     * <pre>
     * Removes one item from a conversation and returns the conversation.
     * </pre>
     */
    public void deleteConversationItem(dev.responsa.v1.DeleteConversationItemRequest request,
        io.grpc.stub.StreamObserver<dev.responsa.v1.Conversation> responseObserver) {
      io.grpc.stub.ClientCalls.asyncUnaryCall(
          getChannel().newCall(getDeleteConversationItemMethod(), getCallOptions()), request, responseObserver);
    }
  }

  /**
   * <pre>
   * ConversationsService is the typed gRPC surface of OpenAI's Conversations API. It carries the same
   * objects as the REST surface (ConversationsHttpService), over one implementation.
   * </pre>
   */
  public static final class ConversationsServiceBlockingStub extends io.grpc.stub.AbstractBlockingStub<ConversationsServiceBlockingStub> {
    private ConversationsServiceBlockingStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ConversationsServiceBlockingStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ConversationsServiceBlockingStub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates a conversation with up to 20 initial items.
     * </pre>
     */
    public dev.responsa.v1.Conversation createConversation(dev.responsa.v1.CreateConversationRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateConversationMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns a conversation.
     * </pre>
     */
    public dev.responsa.v1.Conversation getConversation(dev.responsa.v1.GetConversationRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetConversationMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Responsa extension (OpenAI has no such list): pages through the caller's project's
     * conversations, newest first by default.
     * </pre>
     */
    public dev.responsa.v1.ConversationList listConversations(dev.responsa.v1.ListConversationsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListConversationsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Replaces a conversation's metadata.
     * </pre>
     */
    public dev.responsa.v1.Conversation updateConversation(dev.responsa.v1.UpdateConversationRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getUpdateConversationMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Deletes a conversation (the items responses added stay with those responses).
     * </pre>
     */
    public dev.responsa.v1.DeleteConversationResponse deleteConversation(dev.responsa.v1.DeleteConversationRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteConversationMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Appends up to 20 items to a conversation.
     * </pre>
     */
    public dev.responsa.v1.ConversationItemList createConversationItems(dev.responsa.v1.CreateConversationItemsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getCreateConversationItemsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Pages through a conversation's items.
     * </pre>
     */
    public dev.responsa.v1.ConversationItemList listConversationItems(dev.responsa.v1.ListConversationItemsRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getListConversationItemsMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Returns one item of a conversation.
     * </pre>
     */
    public dev.responsa.v1.InputItem getConversationItem(dev.responsa.v1.GetConversationItemRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getGetConversationItemMethod(), getCallOptions(), request);
    }

    /**
     * <pre>
     * Removes one item from a conversation and returns the conversation.
     * </pre>
     */
    public dev.responsa.v1.Conversation deleteConversationItem(dev.responsa.v1.DeleteConversationItemRequest request) {
      return io.grpc.stub.ClientCalls.blockingUnaryCall(
          getChannel(), getDeleteConversationItemMethod(), getCallOptions(), request);
    }
  }

  /**
   * <pre>
   * ConversationsService is the typed gRPC surface of OpenAI's Conversations API. It carries the same
   * objects as the REST surface (ConversationsHttpService), over one implementation.
   * </pre>
   */
  public static final class ConversationsServiceFutureStub extends io.grpc.stub.AbstractFutureStub<ConversationsServiceFutureStub> {
    private ConversationsServiceFutureStub(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      super(channel, callOptions);
    }

    @java.lang.Override
    protected ConversationsServiceFutureStub build(
        io.grpc.Channel channel, io.grpc.CallOptions callOptions) {
      return new ConversationsServiceFutureStub(channel, callOptions);
    }

    /**
     * <pre>
     * Creates a conversation with up to 20 initial items.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.Conversation> createConversation(
        dev.responsa.v1.CreateConversationRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateConversationMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns a conversation.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.Conversation> getConversation(
        dev.responsa.v1.GetConversationRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetConversationMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Responsa extension (OpenAI has no such list): pages through the caller's project's
     * conversations, newest first by default.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ConversationList> listConversations(
        dev.responsa.v1.ListConversationsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListConversationsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Replaces a conversation's metadata.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.Conversation> updateConversation(
        dev.responsa.v1.UpdateConversationRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getUpdateConversationMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Deletes a conversation (the items responses added stay with those responses).
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.DeleteConversationResponse> deleteConversation(
        dev.responsa.v1.DeleteConversationRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteConversationMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Appends up to 20 items to a conversation.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ConversationItemList> createConversationItems(
        dev.responsa.v1.CreateConversationItemsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getCreateConversationItemsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Pages through a conversation's items.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.ConversationItemList> listConversationItems(
        dev.responsa.v1.ListConversationItemsRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getListConversationItemsMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Returns one item of a conversation.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.InputItem> getConversationItem(
        dev.responsa.v1.GetConversationItemRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getGetConversationItemMethod(), getCallOptions()), request);
    }

    /**
     * <pre>
     * Removes one item from a conversation and returns the conversation.
     * </pre>
     */
    public com.google.common.util.concurrent.ListenableFuture<dev.responsa.v1.Conversation> deleteConversationItem(
        dev.responsa.v1.DeleteConversationItemRequest request) {
      return io.grpc.stub.ClientCalls.futureUnaryCall(
          getChannel().newCall(getDeleteConversationItemMethod(), getCallOptions()), request);
    }
  }

  private static final int METHODID_CREATE_CONVERSATION = 0;
  private static final int METHODID_GET_CONVERSATION = 1;
  private static final int METHODID_LIST_CONVERSATIONS = 2;
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
    private final ConversationsServiceImplBase serviceImpl;
    private final int methodId;

    MethodHandlers(ConversationsServiceImplBase serviceImpl, int methodId) {
      this.serviceImpl = serviceImpl;
      this.methodId = methodId;
    }

    @java.lang.Override
    @java.lang.SuppressWarnings("unchecked")
    public void invoke(Req request, io.grpc.stub.StreamObserver<Resp> responseObserver) {
      switch (methodId) {
        case METHODID_CREATE_CONVERSATION:
          serviceImpl.createConversation((dev.responsa.v1.CreateConversationRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.Conversation>) responseObserver);
          break;
        case METHODID_GET_CONVERSATION:
          serviceImpl.getConversation((dev.responsa.v1.GetConversationRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.Conversation>) responseObserver);
          break;
        case METHODID_LIST_CONVERSATIONS:
          serviceImpl.listConversations((dev.responsa.v1.ListConversationsRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ConversationList>) responseObserver);
          break;
        case METHODID_UPDATE_CONVERSATION:
          serviceImpl.updateConversation((dev.responsa.v1.UpdateConversationRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.Conversation>) responseObserver);
          break;
        case METHODID_DELETE_CONVERSATION:
          serviceImpl.deleteConversation((dev.responsa.v1.DeleteConversationRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.DeleteConversationResponse>) responseObserver);
          break;
        case METHODID_CREATE_CONVERSATION_ITEMS:
          serviceImpl.createConversationItems((dev.responsa.v1.CreateConversationItemsRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ConversationItemList>) responseObserver);
          break;
        case METHODID_LIST_CONVERSATION_ITEMS:
          serviceImpl.listConversationItems((dev.responsa.v1.ListConversationItemsRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.ConversationItemList>) responseObserver);
          break;
        case METHODID_GET_CONVERSATION_ITEM:
          serviceImpl.getConversationItem((dev.responsa.v1.GetConversationItemRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.InputItem>) responseObserver);
          break;
        case METHODID_DELETE_CONVERSATION_ITEM:
          serviceImpl.deleteConversationItem((dev.responsa.v1.DeleteConversationItemRequest) request,
              (io.grpc.stub.StreamObserver<dev.responsa.v1.Conversation>) responseObserver);
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

  private static abstract class ConversationsServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoFileDescriptorSupplier, io.grpc.protobuf.ProtoServiceDescriptorSupplier {
    ConversationsServiceBaseDescriptorSupplier() {}

    @java.lang.Override
    public com.google.protobuf.Descriptors.FileDescriptor getFileDescriptor() {
      return dev.responsa.v1.ConversationsProto.getDescriptor();
    }

    @java.lang.Override
    public com.google.protobuf.Descriptors.ServiceDescriptor getServiceDescriptor() {
      return getFileDescriptor().findServiceByName("ConversationsService");
    }
  }

  private static final class ConversationsServiceFileDescriptorSupplier
      extends ConversationsServiceBaseDescriptorSupplier {
    ConversationsServiceFileDescriptorSupplier() {}
  }

  private static final class ConversationsServiceMethodDescriptorSupplier
      extends ConversationsServiceBaseDescriptorSupplier
      implements io.grpc.protobuf.ProtoMethodDescriptorSupplier {
    private final String methodName;

    ConversationsServiceMethodDescriptorSupplier(String methodName) {
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
      synchronized (ConversationsServiceGrpc.class) {
        result = serviceDescriptor;
        if (result == null) {
          serviceDescriptor = result = io.grpc.ServiceDescriptor.newBuilder(SERVICE_NAME)
              .setSchemaDescriptor(new ConversationsServiceFileDescriptorSupplier())
              .addMethod(getCreateConversationMethod())
              .addMethod(getGetConversationMethod())
              .addMethod(getListConversationsMethod())
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
