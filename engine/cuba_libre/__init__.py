"""Cuba Libre (GMT COIN vol. II), compiled. `engine.cuba_libre.game.GAME` is the protocol object."""
