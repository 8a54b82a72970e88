# Catching exceptions by base class, order of handlers
class ShopError(Exception):
    pass

class PaymentError(ShopError):
    pass

class CardDeclined(PaymentError):
    def __init__(self, card, reason="declined"):
        super().__init__("card " + card + " " + reason)
        self.card = card

class OutOfStock(ShopError):
    pass

def checkout(case):
    if case == 1:
        raise CardDeclined("1234")
    if case == 2:
        raise PaymentError("bank offline")
    if case == 3:
        raise OutOfStock("no more widgets")
    if case == 4:
        raise ValueError("bad quantity")
    return "paid"

for case in range(5):
    try:
        print(case, checkout(case))
    except CardDeclined as e:
        print(case, "card problem:", e, "| card", e.card)
    except PaymentError as e:
        print(case, "payment problem:", e)
    except ShopError as e:
        print(case, "shop problem:", type(e).__name__, e)
    except Exception as e:
        print(case, "unexpected:", type(e).__name__, e)
err = CardDeclined("9999", "expired")
print(isinstance(err, PaymentError), isinstance(err, ShopError), isinstance(err, Exception))
print(isinstance(err, OutOfStock), isinstance(ValueError(), ShopError))
print(str(err))
try:
    try:
        checkout(3)
    except PaymentError:
        print("not here")
except ShopError as e:
    print("outer handler got", type(e).__name__)
