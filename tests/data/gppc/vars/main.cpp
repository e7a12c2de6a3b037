// main.cpp: stands for the start kit's harness (a program), which gppc-build.sh leaves out.
#include <cstdio>
#include "Entry.h"

int main()
{
    std::printf("%s\n", GetName().c_str());
    return 0;
}
