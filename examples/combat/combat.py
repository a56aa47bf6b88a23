"""combat, Python half: damage arithmetic (deterministic, so tests can check it)."""


def fighterDamage(ac):
    return max(0, 27 - ac)


def attack(ac, bonus, crit):
    damage = fighterDamage(ac) + bonus
    return 2 * damage if crit else damage
