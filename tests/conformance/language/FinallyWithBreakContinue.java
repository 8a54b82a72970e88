// Checks control transfers through finally: break, continue and labelled
// break out of try blocks inside loops all run the finally block.
public class FinallyWithBreakContinue {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                sb.append("body").append(i).append(' ');
            } finally {
                sb.append("fin").append(i).append(' ');
            }
        }
        System.out.println(sb.toString().trim());
        sb.setLength(0);
        outer:
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                try {
                    try {
                        if (i == 1 && j == 1) break outer;
                        if (j == 2) continue outer;
                        sb.append(i).append(j).append(' ');
                    } finally {
                        sb.append("f ");
                    }
                } finally {
                    sb.append("F ");
                }
            }
        }
        System.out.println(sb.toString().trim());
        int n = 0;
        do {
            try {
                n++;
            } finally {
                if (n < 3) n += 0;
            }
        } while (n < 4);
        System.out.println("n=" + n);
    }
}
