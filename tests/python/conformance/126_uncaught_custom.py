# Ends with an uncaught user-defined exception (on purpose)
class ConfigError(Exception):
    def __init__(self, key):
        super().__init__("missing config key: " + key)
        self.key = key

config = {"host": "localhost", "port": 8080}
def require(key):
    if key not in config:
        raise ConfigError(key)
    return config[key]

print(require("host"))
print(require("port"))
try:
    require("user")
except ConfigError as e:
    print("handled:", e, e.key)
print("checking 'password'")
require("password")
print("unreachable")
