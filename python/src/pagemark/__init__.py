"""pagemark for Python: the pagemark bundle injected into Playwright and Selenium pages.

`from pagemark.sync_api import attach, WebAgentTool` (or `pagemark.async_api`), `pagemark.selenium`,
`pagemark.browsergym`, `pagemark.miniwob`. Everything that reads or changes the page is the bundle's
(`pagemark.iife.min.js`, built into this package from the repository's dist/); this package drives it.
"""

from ._types import (
    ActionEffects,
    ActionError,
    ActionResult,
    BBox,
    ElementRecord,
    PageState,
    Snapshot,
    UsageError,
)

__version__ = "0.1.0"

__all__ = [
    "ActionEffects",
    "ActionError",
    "ActionResult",
    "BBox",
    "ElementRecord",
    "PageState",
    "Snapshot",
    "UsageError",
    "__version__",
]
