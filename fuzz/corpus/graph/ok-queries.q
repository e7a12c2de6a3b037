queries 2
q 0 3 3.75
q 3 0
