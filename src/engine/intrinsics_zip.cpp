// java.util.zip's checksum natives, computed by zlib as HotSpot's libzip
// computes them: the JDK reaches CRC32 whenever it reads its own time-zone
// data (ZoneInfoFile checks each zone's bytes), and libraries use it for
// their own formats. ZipUtils.loadLibrary, which would load libzip through
// the boot loader, has nothing to do here.
#include <zlib.h>

#include <cstdint>
#include <vector>

#include "intrinsic_table.h"

namespace symcrete::engine {

namespace {

using Args = const Value*;

// The bytes b[off, off + len) of a byte[], concrete (symbolic ones pinned).
std::vector<Bytef> byte_range(IntrinsicHost& host, State& state, Value array, Value off, Value len) {
    if (array.as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    const std::int32_t offset = host.concretize(state, off).as_i32();
    const std::int32_t length = host.concretize(state, len).as_i32();
    if (offset < 0 || length < 0 || offset > deref(state, array).length() - length)
        host.throw_new(state, "java/lang/ArrayIndexOutOfBoundsException", std::nullopt);
    std::vector<Bytef> bytes(static_cast<std::size_t>(length));
    for (std::int32_t i = 0; i < length; ++i) {
        const Value element = deref(state, array).slots[static_cast<std::size_t>(offset + i)];
        bytes[static_cast<std::size_t>(i)] = static_cast<Bytef>(host.concretize(state, element).as_i32());
    }
    return bytes;
}

Value checksum(uLong value) { return Value::i32(static_cast<std::int32_t>(static_cast<std::uint32_t>(value))); }

uLong as_checksum(IntrinsicHost& host, State& state, Value v) {
    return static_cast<uLong>(static_cast<std::uint32_t>(host.concretize(state, v).as_i32()));
}

using Update = uLong (*)(uLong, const Bytef*, uInt);

// update(int checksum, int b): the checksum after one more byte.
template <Update Function>
Value update_byte(IntrinsicHost& host, State& state, Args a) {
    const Bytef byte = static_cast<Bytef>(host.concretize(state, a[1]).as_i32());
    return checksum(Function(as_checksum(host, state, a[0]), &byte, 1));
}

// update(int checksum, byte[] b, int off, int len).
template <Update Function>
Value update_bytes(IntrinsicHost& host, State& state, Args a) {
    const std::vector<Bytef> bytes = byte_range(host, state, a[1], a[2], a[3]);
    return checksum(Function(as_checksum(host, state, a[0]), bytes.data(), static_cast<uInt>(bytes.size())));
}

}  // namespace

void add_zip_intrinsics(IntrinsicTable& t) {
    t["java/util/zip/ZipUtils.loadLibrary()V"] = [](IntrinsicHost&, State&, Args) { return Value(); };
    t["java/util/zip/CRC32.update(II)I"] = update_byte<::crc32>;
    t["java/util/zip/CRC32.updateBytes0(I[BII)I"] = update_bytes<::crc32>;
    t["java/util/zip/Adler32.update(II)I"] = update_byte<::adler32>;
    t["java/util/zip/Adler32.updateBytes(I[BII)I"] = update_bytes<::adler32>;
}

}  // namespace symcrete::engine
