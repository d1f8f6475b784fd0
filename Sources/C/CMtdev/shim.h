#include <mtdev-plumbing.h>

/* mtdev_configure() reads the capabilities from a device file; a recording has none, so
 * declare that the device has multi-touch positions by hand (the plumbing API has no setter). */
static inline void touchstone_mtdev_set_has_mtdata(struct mtdev *dev, int value) {
    dev->caps.has_mtdata = value;
}
