#include <hb.h>
#include <hb-ot.h>
