# Ends with an uncaught KeyError (on purpose)
phone_book = {"alice": "555-1234", "bob": "555-9876"}
for name in ["alice", "bob"]:
    print(name, phone_book[name])
print(phone_book.get("carol", "unknown"))
phone_book["carol"] = "555-0000"
print(len(phone_book), list(phone_book))
del phone_book["alice"]
print(phone_book)
print(phone_book["alice"])
