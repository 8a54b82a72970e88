// Re-creates "tcas" of Dinges 2014, Table 4.1: the Siemens/SPF TCAS altitude-separation test that issues resolution advisories.
public class Tcas {
    public static final int UNRESOLVED = 0;
    public static final int UPWARD_RA = 1;
    public static final int DOWNWARD_RA = 2;

    private static final int OLEV = 600;        // max own altitude rate, feet per minute
    private static final int MAXALTDIFF = 600;  // max vertical separation for which an advisory is issued, feet
    private static final int MINSEP = 300;      // minimum vertical separation, feet
    private static final int NOZCROSS = 100;    // climb bias when climbing is inhibited, feet
    private static final int NO_INTENT = 0;
    private static final int TCAS_TA = 1;

    // Positive RA altitude threshold per altitude layer (the original indexes a 4-entry table).
    private static int alim(int altLayerValue) {
        return switch (altLayerValue) {
            case 0 -> 400;
            case 1 -> 500;
            case 2 -> 640;
            default -> 740;
        };
    }

    private static int inhibitBiasedClimb(int upSeparation, boolean climbInhibit) {
        return climbInhibit ? upSeparation + NOZCROSS : upSeparation;
    }

    private static boolean nonCrossingBiasedClimb(int curVerticalSep, boolean ownBelow, boolean ownAbove,
                                                  int upSeparation, int downSeparation, int alim,
                                                  boolean climbInhibit) {
        boolean upwardPreferred = inhibitBiasedClimb(upSeparation, climbInhibit) > downSeparation;
        if (upwardPreferred) {
            return !ownBelow || (ownBelow && !(downSeparation >= alim));
        }
        return ownAbove && curVerticalSep >= MINSEP && upSeparation >= alim;
    }

    private static boolean nonCrossingBiasedDescend(int curVerticalSep, boolean ownBelow, boolean ownAbove,
                                                    int upSeparation, int downSeparation, int alim,
                                                    boolean climbInhibit) {
        boolean upwardPreferred = inhibitBiasedClimb(upSeparation, climbInhibit) > downSeparation;
        if (upwardPreferred) {
            return ownBelow && curVerticalSep >= MINSEP && downSeparation >= alim;
        }
        return !ownAbove || (ownAbove && upSeparation >= alim);
    }

    public static int altSepTest(int curVerticalSep, boolean highConfidence, boolean twoOfThreeReportsValid,
                                 int ownTrackedAlt, int ownTrackedAltRate, int otherTrackedAlt,
                                 int altLayerValue, int upSeparation, int downSeparation,
                                 int otherRac, int otherCapability, boolean climbInhibit) {
        boolean enabled = highConfidence && ownTrackedAltRate <= OLEV && curVerticalSep > MAXALTDIFF;
        boolean tcasEquipped = otherCapability == TCAS_TA;
        boolean intentNotKnown = twoOfThreeReportsValid && otherRac == NO_INTENT;
        if (!(enabled && ((tcasEquipped && intentNotKnown) || !tcasEquipped))) {
            return UNRESOLVED;
        }
        int alim = alim(altLayerValue);
        boolean ownBelow = ownTrackedAlt < otherTrackedAlt;
        boolean ownAbove = otherTrackedAlt < ownTrackedAlt;
        boolean needUpwardRa = nonCrossingBiasedClimb(curVerticalSep, ownBelow, ownAbove, upSeparation,
                downSeparation, alim, climbInhibit) && ownBelow;
        boolean needDownwardRa = nonCrossingBiasedDescend(curVerticalSep, ownBelow, ownAbove, upSeparation,
                downSeparation, alim, climbInhibit) && ownAbove;
        if (needUpwardRa && needDownwardRa) {
            return UNRESOLVED;               // infeasible (ownBelow and ownAbove exclude each other); not a target
        }
        if (needUpwardRa) {
            return UPWARD_RA; // TARGET reachable
        }
        if (needDownwardRa) {
            return DOWNWARD_RA; // TARGET reachable
        }
        return UNRESOLVED; // TARGET reachable
    }
}
