# tests/harness/dynamic_lib.sh: the hand-written dynamic scenario the dynamic tests share, sourced
# after lib.sh. hand_scenario DIR writes DIR/t.patch and DIR/t.scen: a 5x4 free map; epoch 1 walls
# column x=2 rows 0-2 (the way from (0,0) to (4,0) goes round its foot at row 3: (0,0)-(1,3)
# 2+sqrt2, (1,3)-(3,3) 2, (3,3)-(4,0) 2+sqrt2: 6+2sqrt2 = 8.82842712), epoch 2 opens it again (4),
# epoch 3 walls the whole column (no path; (0,0)-(1,3) stays 2+sqrt2 = 3.41421356).
hand_scenario() {
    mkdir -p "$1"
    printf 'type patch\npatches 3\npatch 0\nheight 3\nwidth 1\nmap\n@\n@\n@\npatch 1\nheight 3\nwidth 1\nmap\n.\n.\n.\npatch 2\nheight 4\nwidth 1\nmap\n@\n@\n@\n@\n' > "$1/t.patch"
    cat > "$1/t.scen" <<'EOS'
version 2
height 4
width 5
cost 1 octile
patch t.patch
commands
Q 0 0 0 4 0 4
P 1 0 2 0
Q 1 0 0 4 0 8.82842712
Q 1 4 0 0 0 8.82842712
P 2 1 2 0
Q 2 0 0 4 0 4
P 3 2 2 0
Q 3 0 0 4 0 -1
Q 3 0 0 1 3 3.41421356
EOS
}
