# The parts of src/ and the one direction between them (CMakeLists.txt, playground_part): a part's
# files include only from its own folder and the folders of the parts it uses, and none of them
# sees SDL, ImGui, GL or emscripten (but for an ENTRY, a program's entry point). Run at configure
# time for every part, so an include that runs back fails the build before anything compiles;
# tests/tools/parts_check.cmake runs it on a tree with such an include (CTest).
function(check_part_includes root name uses entries)
  set(allowed ${name} ${uses})
  string(REPLACE ";" ", " shown "${allowed}")
  list(TRANSFORM entries PREPEND ${root}/)
  file(GLOB files ${root}/src/${name}/*)
  foreach(f ${files})
    file(STRINGS ${f} includes REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
    foreach(line ${includes})
      if(NOT f IN_LIST entries AND line MATCHES "include[ \t]*[<\"](SDL|imgui|emscripten|GL|GLES[0-9]*)[/.]")
        message(FATAL_ERROR "src/${name} must stay free of SDL, ImGui, GL and emscripten: ${f}: ${line}")
      endif()
      if(line MATCHES "include[ \t]*\"([a-z_]+)/" AND NOT CMAKE_MATCH_1 IN_LIST allowed)
        message(FATAL_ERROR "src/${name} may include only from ${shown} (the parts of src/, "
          "CMakeLists.txt): ${f}: ${line}")
      endif()
    endforeach()
  endforeach()
endfunction()
