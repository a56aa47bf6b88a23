"""fe_a: module a, command b__c (tests/it/frontend.rs, tool-name collisions)."""


def b_c():
    return 1
