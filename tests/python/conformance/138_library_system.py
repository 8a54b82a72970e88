# A small library system: classes, dicts and custom exceptions
class LibraryError(Exception):
    pass

class Book:
    def __init__(self, title, author):
        self.title = title
        self.author = author
        self.borrower = None

    def __repr__(self):
        state = "out" if self.borrower else "in"
        return f"<{self.title} by {self.author} ({state})>"

class Library:
    def __init__(self):
        self.books = {}

    def add(self, book):
        self.books[book.title] = book

    def borrow(self, title, person):
        if title not in self.books:
            raise LibraryError("no such book: " + title)
        book = self.books[title]
        if book.borrower is not None:
            raise LibraryError(title + " is already borrowed by " + book.borrower)
        book.borrower = person

    def give_back(self, title):
        self.books[title].borrower = None

    def available(self):
        return [b.title for b in self.books.values() if b.borrower is None]

lib = Library()
lib.add(Book("Dune", "Herbert"))
lib.add(Book("Emma", "Austen"))
lib.add(Book("Ulysses", "Joyce"))
print(list(lib.books.values()))
requests = [("Dune", "ann"), ("Emma", "bob"), ("Dune", "cid"), ("Hamlet", "dee")]
for title, person in requests:
    try:
        lib.borrow(title, person)
        print(person, "borrowed", title)
    except LibraryError as e:
        print("refused:", e)
print(lib.available())
lib.give_back("Dune")
print(lib.available(), lib.books["Dune"])
by_author = sorted(lib.books.values(), key=lambda b: b.author)
print(by_author)
