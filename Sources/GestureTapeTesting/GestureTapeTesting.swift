// Placeholder so the package builds while the GestureTapeTesting module is written; replaced by its code.
enum GestureTapeTestingModule {}
