"""One implementation for both of Playwright-Python's APIs.

The host logic is written as generators that yield `Call`s (a driver method and its arguments) and
receive the results. The sync API runs the calls as they are; the async API awaits what they return.
Playwright-Python's sync and async classes have the same method names, so one generator serves both
(its own code generates the sync API from the async one; this package has too little surface for
that). Exceptions raised by a call are thrown back into the generator, so it can handle them.
"""

from __future__ import annotations

import inspect
from typing import Any, Callable, Generator, TypeVar

T = TypeVar("T")


class Call:
    __slots__ = ("fn", "args", "kwargs")

    def __init__(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        self.fn = fn
        self.args = args
        self.kwargs = kwargs


Op = Generator[Call, Any, T]


def run_sync(gen: Op[T]) -> T:
    value: Any = None
    error: BaseException | None = None
    while True:
        try:
            call = gen.throw(error) if error is not None else gen.send(value)
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]
        error = None
        value = None
        try:
            value = call.fn(*call.args, **call.kwargs)
        except Exception as e:  # handed to the generator, which decides
            error = e


async def run_async(gen: Op[T]) -> T:
    value: Any = None
    error: BaseException | None = None
    while True:
        try:
            call = gen.throw(error) if error is not None else gen.send(value)
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]
        error = None
        value = None
        try:
            value = call.fn(*call.args, **call.kwargs)
            if inspect.isawaitable(value):
                value = await value
        except Exception as e:
            error = e


def call(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Op[Any]:
    """`x = yield from call(f, a)`: one driver call inside a generator."""
    return (yield Call(fn, *args, **kwargs))
