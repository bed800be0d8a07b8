"""The tracks Event sides move: Aid (5.1.1: within 0-49), Aid paid to the Government, next-card Eligibility."""
from engine.core.jit import njit
from engine.cuba_libre.data import GOVT, MAX_RESOURCES, SPACE_INDEX
from engine.cuba_libre.layout import AID
from engine.cuba_libre.rules.board import gain_resources

HAVANA = SPACE_INDEX["havana"]
PINAR_DEL_RIO = SPACE_INDEX["pinar_del_rio"]
ELIGIBLE_NEXT, INELIGIBLE_NEXT = 1, 2  # NEXT_ELIG: 2.3.7 "unless the Event says otherwise"


@njit(cache=True)
def gain_aid(s, n):
    """5.1.1: Aid stays within 0-49."""
    s[AID] = min(MAX_RESOURCES, max(0, s[AID] + n))


@njit(cache=True)
def aid_to_government(s, cap):
    """Government Resources + the lower of cap and Aid (Aid itself unchanged)."""
    gain_resources(s, GOVT, min(cap, s[AID]))
