/* main.c: the pfbench program: everything happens in the command table (commands.c). */
#include "commands.h"

int main(int argc, char **argv)
{
    return pf_main(argc, argv);
}
