"""An OpenAI-compatible Chat Completions server (Starlette) for the bundled local model.

    POST /v1/chat/completions   streaming (SSE) and not, with usage
    GET  /v1/models             the one model
    GET  /healthz               200 once the model is loaded (it loads before the port opens)

Any `model` name is accepted; responses report the real one (`MODEL_NAME`). Errors are
OpenAI's `{"error": {"message", "type", "param", "code"}}` with a matching status.

Inference is blocking and CPU-bound, so it runs on a worker thread and never on the event
loop. The model has one context, so generations run one at a time (an asyncio.Lock; waiting
requests queue on the loop, not on threads). A client that disconnects stops its generation
within one token: while waiting or generating without streaming, a watcher sees the ASGI
`http.disconnect`; while streaming, Starlette cancels the response body.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import threading
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any, Protocol, TypeVar

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from local_model.chat import ChatError, ChatRequest, chat_messages, parse_chat_request
from local_model.runtime import Delta, Event, Finished, Usage
from local_model.weights import MODEL_NAME

T = TypeVar("T")
log = logging.getLogger("local_model")


class ModelRuntime(Protocol):
    """What the server needs from a runtime (runtime.Runtime; a test may pass another)."""

    context_length: int

    def generate(
        self,
        body: dict[str, Any],
        emit: Callable[[Event], None],
        cancelled: threading.Event,
    ) -> None:
        """Run `body` to completion on this thread, calling `emit` per event."""
        ...

    def count_prompt_tokens(self, messages: list[dict[str, str]]) -> int:
        """The prompt tokens generating from `messages` would count; blocks."""
        ...


class _Done:
    """The worker thread has returned."""


_DONE = _Done()


class Generation:
    """One request's run on a worker thread, its events handed to the event loop in order."""

    def __init__(self, runtime: ModelRuntime, body: dict[str, Any]) -> None:
        self._runtime = runtime
        self._body = body
        self._loop = asyncio.get_running_loop()
        self._events: asyncio.Queue[Event | BaseException | _Done] = asyncio.Queue()
        self.cancelled = threading.Event()

    def start(self, on_exit: Callable[[], None]) -> None:
        """Start the worker thread; `on_exit` runs on the event loop once it has returned."""
        future = self._loop.run_in_executor(None, self._run)
        future.add_done_callback(lambda _: on_exit())

    def _run(self) -> None:
        emitted = 0

        def emit(event: Event) -> None:
            nonlocal emitted
            emitted += 1
            try:
                self._loop.call_soon_threadsafe(self._events.put_nowait, event)
            except RuntimeError:  # the event loop has closed: the server is shutting down
                self.cancelled.set()

        try:
            self._runtime.generate(self._body, emit, self.cancelled)
            if self.cancelled.is_set():
                # Said, so an operator (and the tests) can see a disconnect free the model.
                log.info("stopped a generation after %d events: its client went away", emitted)
        except BaseException as error:  # handed to the request's task, which reports it
            self._loop.call_soon_threadsafe(self._events.put_nowait, error)
        finally:
            self._loop.call_soon_threadsafe(self._events.put_nowait, _DONE)

    async def next(self) -> Event | None:
        """The next event; None when the run is over. Re-raises the worker's exception."""
        item = await self._events.get()
        if isinstance(item, BaseException):
            raise item
        return None if isinstance(item, _Done) else item


class LocalChatServer:
    """The ASGI app's state: the runtime and the one-generation-at-a-time lock."""

    def __init__(self, runtime: ModelRuntime, *, model_name: str = MODEL_NAME) -> None:
        self.runtime = runtime
        self.model_name = model_name
        self._lock = asyncio.Lock()

    async def _start(self, generation: Generation) -> None:
        """Wait for the model, then start `generation`."""
        await self._lock.acquire()
        try:
            # Released when the thread is really done, not when the request gives up on it,
            # so the next generation never overlaps a cancelled one still finishing a token.
            generation.start(self._lock.release)
        except BaseException:
            self._lock.release()
            raise

    async def chat_completions(self, request: Request) -> Response:
        """POST /v1/chat/completions."""
        raw = await request.body()
        try:
            body = json.loads(raw)
        except ValueError:
            return _error(
                ChatError(
                    400,
                    "We could not parse the JSON body of your request. The API expects a JSON "
                    "payload.",
                )
            )
        try:
            chat = parse_chat_request(body, context_length=self.runtime.context_length)
        except ChatError as error:
            return _error(error)
        completion_id = f"chatcmpl-{uuid.uuid4().hex}"
        created = int(time.time())
        if chat.stream:
            return await self._stream(request, chat, completion_id, created)
        return await self._complete(request, chat, completion_id, created)

    async def _complete(
        self, request: Request, chat: ChatRequest, completion_id: str, created: int
    ) -> Response:
        generation = Generation(self.runtime, chat.runtime_body())

        async def run() -> tuple[str, str, Usage | None]:
            await self._start(generation)
            text: list[str] = []
            reason = "stop"
            usage: Usage | None = None
            while (event := await generation.next()) is not None:
                if isinstance(event, Delta):
                    text.append(event.text)
                elif isinstance(event, Finished):
                    reason = event.reason
                else:
                    usage = event
            return "".join(text), reason, usage

        try:
            text, reason, usage = await _unless_disconnected(request, run())
        except ChatError as error:
            return _error(error)
        except ClientGone:
            return Response(status_code=499)  # nobody is listening any more
        finally:
            generation.cancelled.set()  # stops a run the client gave up on; else a no-op
        return JSONResponse(
            {
                "id": completion_id,
                "object": "chat.completion",
                "created": created,
                "model": self.model_name,
                "choices": [
                    {
                        "index": 0,
                        "message": {"role": "assistant", "content": text, "refusal": None},
                        "logprobs": None,
                        "finish_reason": reason,
                    }
                ],
                "usage": _usage(usage),
            }
        )

    async def _stream(
        self, request: Request, chat: ChatRequest, completion_id: str, created: int
    ) -> Response:
        generation = Generation(self.runtime, chat.runtime_body())

        async def first() -> Event | None:
            await self._start(generation)
            return await generation.next()

        try:
            # The first event decides between an HTTP error status and a 200 event stream.
            first_event = await _unless_disconnected(request, first())
        except ChatError as error:
            return _error(error)
        except ClientGone:
            generation.cancelled.set()
            return Response(status_code=499)
        except BaseException:
            generation.cancelled.set()
            raise

        def chunk(delta: dict[str, Any], finish_reason: str | None) -> bytes:
            return _sse(
                {
                    "id": completion_id,
                    "object": "chat.completion.chunk",
                    "created": created,
                    "model": self.model_name,
                    "choices": [
                        {
                            "index": 0,
                            "delta": delta,
                            "logprobs": None,
                            "finish_reason": finish_reason,
                        }
                    ],
                }
            )

        async def events() -> AsyncIterator[bytes]:
            try:
                yield chunk({"role": "assistant", "content": ""}, None)
                event = first_event
                while event is not None:
                    if isinstance(event, Delta):
                        yield chunk({"content": event.text}, None)
                    elif isinstance(event, Finished):
                        yield chunk({}, event.reason)
                    elif chat.include_usage:
                        yield _sse(
                            {
                                "id": completion_id,
                                "object": "chat.completion.chunk",
                                "created": created,
                                "model": self.model_name,
                                "choices": [],
                                "usage": _usage(event),
                            }
                        )
                    try:
                        event = await generation.next()
                    except ChatError as error:
                        # The status line has gone: report in band, as OpenAI does.
                        yield _sse(error.body())
                        return
                    except Exception:
                        log.exception("generation failed mid-stream")
                        yield _sse(_server_error().body())
                        return
                yield b"data: [DONE]\n\n"
            finally:
                # Runs when the client disconnects too (Starlette cancels this iterator).
                generation.cancelled.set()

        return StreamingResponse(
            events(),
            media_type="text/event-stream",
            headers={"cache-control": "no-cache", "x-accel-buffering": "no"},
        )

    async def models(self, request: Request) -> Response:
        """GET /v1/models."""
        return JSONResponse(
            {
                "object": "list",
                "data": [
                    {
                        "id": self.model_name,
                        "object": "model",
                        "created": 0,
                        "owned_by": "local",
                        # vLLM's name for the context window; Responsa reads it.
                        "max_model_len": self.runtime.context_length,
                    }
                ],
            }
        )

    async def tokenize(self, request: Request) -> Response:
        """POST /tokenize, vLLM's shape: `{"messages": [...]}` -> `{"count", "max_model_len"}`,
        the prompt tokens a chat completion of those messages reports."""
        try:
            body = json.loads(await request.body())
            if not isinstance(body, dict):
                raise ChatError(400, "The request body must be a JSON object.")
            messages = chat_messages(body.get("messages"))
        except ValueError:
            return _error(ChatError(400, "The request body is not valid JSON."))
        except ChatError as error:
            return _error(error)
        # The runtime's listener answers between generations too: no need for the lock.
        count = await asyncio.to_thread(self.runtime.count_prompt_tokens, messages)
        return JSONResponse({"count": count, "max_model_len": self.runtime.context_length})

    async def healthz(self, request: Request) -> Response:
        """GET /healthz: the model loads before the server listens, so answering is ready."""
        return JSONResponse({"status": "ok", "model": self.model_name})


class ClientGone(Exception):
    """The client disconnected before the work was done."""


async def _unless_disconnected(request: Request, work: Awaitable[T]) -> T:
    """`await work`; cancel it and raise ClientGone if the client disconnects first."""
    task = asyncio.ensure_future(work)
    watcher = asyncio.ensure_future(_disconnect(request))
    try:
        await asyncio.wait({task, watcher}, return_when=asyncio.FIRST_COMPLETED)
    except BaseException:
        task.cancel()
        raise
    finally:
        # Stop reading ASGI messages before a StreamingResponse starts reading them itself.
        watcher.cancel()
    if task.done():
        return task.result()
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task  # let it unwind (a lock wait, a queue read) before the caller cleans up
    raise ClientGone


async def _disconnect(request: Request) -> None:
    # The body has been read, so the next ASGI message is the disconnect.
    while (await request.receive())["type"] != "http.disconnect":
        pass


def _usage(usage: Usage | None) -> dict[str, int]:
    prompt = usage.prompt_tokens if usage else 0
    completion = usage.completion_tokens if usage else 0
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
    }


def _sse(payload: dict[str, Any]) -> bytes:
    return b"data: " + json.dumps(payload, separators=(",", ":")).encode() + b"\n\n"


def _error(error: ChatError) -> JSONResponse:
    return JSONResponse(error.body(), status_code=error.status)


async def _http_error(request: Request, exc: Exception) -> Response:
    """Starlette's errors (unknown path, wrong method) and crashes, in OpenAI's shape."""
    if not isinstance(exc, HTTPException) or exc.status_code >= 500:
        return _error(_server_error())
    if exc.status_code == 404:
        message = f"Invalid URL ({request.method} {request.url.path})"  # OpenAI's wording
    elif exc.status_code == 405:
        message = f"Method not allowed ({request.method} {request.url.path})"
    else:
        message = str(exc.detail)
    return _error(ChatError(exc.status_code, message))


def _server_error() -> ChatError:
    return ChatError(
        500, "The local model server had an error processing your request.", type="server_error"
    )


def create_app(runtime: ModelRuntime, *, model_name: str = MODEL_NAME) -> Starlette:
    """The ASGI application serving `runtime`."""
    server = LocalChatServer(runtime, model_name=model_name)
    return Starlette(
        routes=[
            Route("/v1/chat/completions", server.chat_completions, methods=["POST"]),
            Route("/v1/models", server.models, methods=["GET"]),
            Route("/tokenize", server.tokenize, methods=["POST"]),
            Route("/healthz", server.healthz, methods=["GET"]),
        ],
        exception_handlers={HTTPException: _http_error, Exception: _http_error},
    )
