package exits.slow;

// More paths than any budget reaches (2^32, one per choice of bits of
// `flags`, each branch at its own place), so only an interrupt or the
// budget ends its exploration.
public class Bits {
    public static int count(int flags) {
        int n = 0;
        if ((flags & 0x1) != 0) n += 1;
        if ((flags & 0x2) != 0) n += 2;
        if ((flags & 0x4) != 0) n += 3;
        if ((flags & 0x8) != 0) n += 4;
        if ((flags & 0x10) != 0) n += 5;
        if ((flags & 0x20) != 0) n += 6;
        if ((flags & 0x40) != 0) n += 7;
        if ((flags & 0x80) != 0) n += 8;
        if ((flags & 0x100) != 0) n += 9;
        if ((flags & 0x200) != 0) n += 10;
        if ((flags & 0x400) != 0) n += 11;
        if ((flags & 0x800) != 0) n += 12;
        if ((flags & 0x1000) != 0) n += 13;
        if ((flags & 0x2000) != 0) n += 14;
        if ((flags & 0x4000) != 0) n += 15;
        if ((flags & 0x8000) != 0) n += 16;
        if ((flags & 0x10000) != 0) n += 17;
        if ((flags & 0x20000) != 0) n += 18;
        if ((flags & 0x40000) != 0) n += 19;
        if ((flags & 0x80000) != 0) n += 20;
        if ((flags & 0x100000) != 0) n += 21;
        if ((flags & 0x200000) != 0) n += 22;
        if ((flags & 0x400000) != 0) n += 23;
        if ((flags & 0x800000) != 0) n += 24;
        if ((flags & 0x1000000) != 0) n += 25;
        if ((flags & 0x2000000) != 0) n += 26;
        if ((flags & 0x4000000) != 0) n += 27;
        if ((flags & 0x8000000) != 0) n += 28;
        if ((flags & 0x10000000) != 0) n += 29;
        if ((flags & 0x20000000) != 0) n += 30;
        if ((flags & 0x40000000) != 0) n += 31;
        if ((flags & 0x80000000) != 0) n += 32;
        return n;
    }
}
