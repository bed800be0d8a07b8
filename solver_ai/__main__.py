from solver_ai.cli import main

main()
