"""The typed ConversationsService and ResponseContextService (generated stubs only), direct and
through Envoy."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import grpc
import pytest
from responsa.v1 import conversations_pb2 as pb
from responsa.v1 import conversations_pb2_grpc as pb_grpc
from responsa.v1 import (
    response_context_pb2,
    response_context_pb2_grpc,
    responses_pb2,
    responses_pb2_grpc,
)

from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0


@pytest.fixture(params=["direct", "envoy"])
def channel(request: pytest.FixtureRequest, stack: Stack) -> Iterator[grpc.Channel]:
    target = stack.direct_grpc_target if request.param == "direct" else stack.grpc_target
    with grpc.insecure_channel(target) as opened:
        grpc.channel_ready_future(opened).result(timeout=TIMEOUT)
        yield opened


def test_typed_conversation_round_trip(channel: grpc.Channel) -> None:
    stub: Any = pb_grpc.ConversationsServiceStub(channel)  # type: ignore[no-untyped-call]
    responses: Any = responses_pb2_grpc.ResponsesServiceStub(channel)  # type: ignore[no-untyped-call]
    create = pb.CreateConversationRequest(metadata={"topic": "typed"})
    first = create.items.add()
    first.message.role = 1  # MESSAGE_ROLE_USER
    first.message.content.text = "hello"
    conversation = stub.CreateConversation(create, timeout=TIMEOUT)
    assert conversation.id.startswith("conv_") and conversation.object == "conversation"
    assert dict(conversation.metadata) == {"topic": "typed"}

    request = responses_pb2.CreateResponseRequest(model="fake-text", conversation=conversation.id)
    request.input.text = "typed turn"
    response = responses.CreateResponse(request, timeout=TIMEOUT)
    assert response.conversation.id == conversation.id

    page = stub.ListConversationItems(
        pb.ListConversationItemsRequest(conversation_id=conversation.id, order="asc"),
        timeout=TIMEOUT,
    )
    assert [item.WhichOneof("item") for item in page.data] == ["message"] * 3
    assert page.data[2].message.id == response.output[0].message.id
    got = stub.GetConversationItem(
        pb.GetConversationItemRequest(conversation_id=conversation.id, item_id=page.first_id),
        timeout=TIMEOUT,
    )
    assert got.message.content.parts.parts[0].input_text.text == "hello"

    updated = stub.UpdateConversation(
        pb.UpdateConversationRequest(conversation_id=conversation.id, metadata={"a": "b"}),
        timeout=TIMEOUT,
    )
    assert dict(updated.metadata) == {"a": "b"}
    deleted = stub.DeleteConversation(
        pb.DeleteConversationRequest(conversation_id=conversation.id), timeout=TIMEOUT
    )
    assert deleted.deleted and deleted.object == "conversation.deleted"
    with pytest.raises(grpc.RpcError) as gone:
        stub.GetConversation(
            pb.GetConversationRequest(conversation_id=conversation.id), timeout=TIMEOUT
        )
    assert gone.value.code() == grpc.StatusCode.NOT_FOUND


def test_typed_input_tokens_and_compaction(channel: grpc.Channel) -> None:
    context: Any = response_context_pb2_grpc.ResponseContextServiceStub(channel)  # type: ignore[no-untyped-call]
    responses: Any = responses_pb2_grpc.ResponsesServiceStub(channel)  # type: ignore[no-untyped-call]
    request = responses_pb2.CreateResponseRequest(model="fake-text")
    request.input.text = "count these words"
    counted, call = context.CountInputTokens.with_call(request, timeout=TIMEOUT)
    assert counted.object == "response.input_tokens"
    assert ("responsa-token-count-method", "tokenizer") in call.initial_metadata()
    real = responses.CreateResponse(request, timeout=TIMEOUT)
    assert counted.input_tokens == real.usage.input_tokens

    compact = response_context_pb2.CompactResponseRequest(
        model="fake-text", previous_response_id=real.id
    )
    compacted = context.CompactResponse(compact, timeout=TIMEOUT)
    assert compacted.object == "response.compaction"
    [item] = compacted.output
    assert item.WhichOneof("item") == "compaction"
    follow = responses_pb2.CreateResponseRequest(model="fake-text")
    follow.input.items.items.add().compaction.CopyFrom(item.compaction)
    asked = follow.input.items.items.add()
    asked.message.role = 1  # MESSAGE_ROLE_USER
    asked.message.content.text = "and now?"
    answered = responses.CreateResponse(follow, timeout=TIMEOUT)
    assert answered.output[0].message.content[0].output_text.text == "Echo: and now?"
    with pytest.raises(grpc.RpcError) as missing_model:
        context.CompactResponse(response_context_pb2.CompactResponseRequest(), timeout=TIMEOUT)
    assert missing_model.value.code() == grpc.StatusCode.INVALID_ARGUMENT
