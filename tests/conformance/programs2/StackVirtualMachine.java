// A small stack-based virtual machine: an assembler from text with labels, an enum of
// opcodes with arity, a fetch-decode-execute loop, and programs for factorial, gcd and primes.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class StackVirtualMachine {
    enum Op {
        PUSH(1), POP(0), DUP(0), SWAP(0), OVER(0), ADD(0), SUB(0), MUL(0), DIV(0), MOD(0),
        LOAD(1), STORE(1), JMP(1), JZ(1), JNZ(1), LT(0), EQ(0), PRINT(0), CALL(1), RET(0), HALT(0);
        final int arity;
        Op(int arity) { this.arity = arity; }
    }

    static class VmError extends RuntimeException {
        VmError(String msg, int pc) { super(msg + " (pc=" + pc + ")"); }
    }

    static int[] assemble(String src) {
        Map<String, Integer> labels = new HashMap<>();
        List<String[]> lines = new ArrayList<>();
        int addr = 0;
        for (String raw : src.split("\n")) {
            String line = raw.replaceAll(";.*", "").trim();
            if (line.isEmpty()) continue;
            if (line.endsWith(":")) { labels.put(line.substring(0, line.length() - 1), addr); continue; }
            String[] parts = line.split("\\s+");
            lines.add(parts);
            addr += 1 + Op.valueOf(parts[0].toUpperCase()).arity;
        }
        int[] code = new int[addr];
        int pc = 0;
        for (String[] p : lines) {
            Op op = Op.valueOf(p[0].toUpperCase());
            code[pc++] = op.ordinal();
            if (op.arity == 1) {
                String arg = p[1];
                code[pc++] = labels.containsKey(arg) ? labels.get(arg) : Integer.parseInt(arg);
            }
        }
        return code;
    }

    static List<Integer> run(int[] code, int maxSteps) {
        int[] stack = new int[64];
        int sp = 0;
        int[] mem = new int[16];
        int[] callStack = new int[16];
        int csp = 0;
        List<Integer> out = new ArrayList<>();
        int pc = 0, steps = 0;
        Op[] ops = Op.values();
        while (true) {
            if (++steps > maxSteps) throw new VmError("step limit exceeded", pc);
            Op op = ops[code[pc]];
            int arg = op.arity == 1 ? code[pc + 1] : 0;
            int at = pc;
            pc += 1 + op.arity;
            switch (op) {
                case PUSH -> stack[sp++] = arg;
                case POP -> sp--;
                case DUP -> { stack[sp] = stack[sp - 1]; sp++; }
                case SWAP -> { int t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; }
                case OVER -> { stack[sp] = stack[sp - 2]; sp++; }
                case ADD -> { sp--; stack[sp - 1] += stack[sp]; }
                case SUB -> { sp--; stack[sp - 1] -= stack[sp]; }
                case MUL -> { sp--; stack[sp - 1] *= stack[sp]; }
                case DIV, MOD -> {
                    sp--;
                    if (stack[sp] == 0) throw new VmError("division by zero", at);
                    stack[sp - 1] = op == Op.DIV ? stack[sp - 1] / stack[sp] : stack[sp - 1] % stack[sp];
                }
                case LT -> { sp--; stack[sp - 1] = stack[sp - 1] < stack[sp] ? 1 : 0; }
                case EQ -> { sp--; stack[sp - 1] = stack[sp - 1] == stack[sp] ? 1 : 0; }
                case LOAD -> stack[sp++] = mem[arg];
                case STORE -> mem[arg] = stack[--sp];
                case JMP -> pc = arg;
                case JZ -> { if (stack[--sp] == 0) pc = arg; }
                case JNZ -> { if (stack[--sp] != 0) pc = arg; }
                case PRINT -> out.add(stack[--sp]);
                case CALL -> { callStack[csp++] = pc; pc = arg; }
                case RET -> pc = callStack[--csp];
                case HALT -> { return out; }
            }
            if (sp < 0) throw new VmError("stack underflow at " + op, at);
        }
    }

    public static void main(String[] args) {
        String factorial = String.join("\n",
            "  push 1", "  store 0      ; acc", "  push 10", "  store 1      ; n",
            "loop:", "  load 1", "  jz done", "  load 0", "  load 1", "  mul", "  store 0",
            "  load 1", "  push 1", "  sub", "  store 1", "  load 0", "  print", "  jmp loop",
            "done:", "  halt");
        int[] code = assemble(factorial);
        System.out.println("factorial code (" + code.length + " ints): " + Arrays.toString(Arrays.copyOf(code, 12)) + "...");
        System.out.println("output " + run(code, 10_000));

        String gcd = String.join("\n",
            "push 1071", "push 462", "call gcd", "print", "push 17", "push 5", "call gcd", "print", "halt",
            "gcd:", "dup", "jz end", "swap", "over", "mod", "jmp gcd", "end:", "pop", "ret");
        System.out.println("gcd " + run(assemble(gcd), 10_000));

        String primes = String.join("\n",
            "push 2", "store 0",
            "outer:", "load 0", "push 40", "lt", "jz stop",
            "push 2", "store 1",
            "inner:", "load 1", "load 1", "mul", "load 0", "swap", "lt", "jnz isprime",
            "load 0", "load 1", "mod", "jz next",
            "load 1", "push 1", "add", "store 1", "jmp inner",
            "isprime:", "load 0", "print",
            "next:", "load 0", "push 1", "add", "store 0", "jmp outer",
            "stop:", "halt");
        System.out.println("primes " + run(assemble(primes), 100_000));
        try {
            run(assemble("push 1\npush 0\ndiv\nhalt"), 100);
        } catch (VmError e) {
            System.out.println("VmError: " + e.getMessage());
        }
        try {
            run(assemble("top:\njmp top"), 500);
        } catch (VmError e) {
            System.out.println("VmError: " + e.getMessage());
        }
        try {
            assemble("push 1\nfrob\n");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            run(assemble("pop\npop\nhalt"), 100);
        } catch (VmError | ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        System.out.println("ops " + Op.values().length + " " + Op.valueOf("JNZ").ordinal() + " " + Op.CALL.arity);
    }
}
