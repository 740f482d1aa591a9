from pathlib import Path
from selenium import webdriver
from pagemark.selenium import attach
from pagemark.browsergym import execute, observation

options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"  # Debian's Chromium and chromedriver
options.add_argument("--headless=new"), options.add_argument("--no-sandbox")
driver = webdriver.Chrome(options=options, service=webdriver.ChromeService("/usr/bin/chromedriver"))
driver.get(Path("page.html").resolve().as_uri())
pm = attach(driver)
print(observation(pm)["axtree_txt"])
print(execute(pm, "fill('2', 'ada@example.com')").ok, execute(pm, "click('3')").ok)
print(pm.render(pm.snapshot()))
driver.quit()
