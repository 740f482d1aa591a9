import asyncio
from pathlib import Path
from pagemark.async_api import WebAgentTool

async def main() -> None:
    tool = await WebAgentTool.launch(executable_path="/usr/bin/chromium")
    await tool.navigate(Path("page.html").resolve().as_uri())
    print((await tool.analyze_page()).content)
    print(await tool.fill(2, "ada@example.com"), await tool.click(3), await tool.get_text(3))
    await tool.close()

asyncio.run(main())
