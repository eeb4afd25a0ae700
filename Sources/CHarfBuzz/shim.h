#include <hb.h>
#include <hb-ot.h>
#include <hb-aat.h>
